import Button from 'antd-mobile/es/components/button';
import TextArea from 'antd-mobile/es/components/text-area';
import { useEffect, useState } from 'react';
import { BottomPopup } from '@/components/ui/bottom-popup';
import { useTranslation } from '@/i18n/use-translation';
import chips from './cancel-order-sheet.module.css';
import styles from './refund-request-sheet.module.css';

const REASON_MAX = 200;
/** The usual reasons, as chips (`order.cancel.reasons.<key>`); the user may add their own words. */
export const cancelReasons = ['mistake', 'change_items', 'wrong_address', 'too_long', 'payment', 'other'] as const;

/** What is stored: the chip's text, the user's words, or both ("Wrong address: the office, not home"). */
export function cancelReasonText(chip: string | null, words: string): string {
  return [chip, words.trim()].filter(Boolean).join(': ').slice(0, REASON_MAX);
}

type Props = {
  visible: boolean;
  onClose: () => void;
  /** Cancels with the reason; resolves true when it was accepted. */
  onSubmit: (reason: string) => Promise<boolean>;
};

/** Cancelling an unpaid order: why (a chip, own words, or both), then cancel. Nothing was charged. */
export function CancelOrderSheet({ visible, onClose, onSubmit }: Props) {
  const { t } = useTranslation();
  const [chip, setChip] = useState<(typeof cancelReasons)[number] | null>(null);
  const [words, setWords] = useState('');
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!visible) {
      setChip(null);
      setWords('');
    }
  }, [visible]);

  const reason = cancelReasonText(chip && t(`order.cancel.reasons.${chip}`), words);
  const send = async () => {
    if (!reason) return;
    setSending(true);
    try {
      if (await onSubmit(reason)) onClose();
    } finally {
      setSending(false);
    }
  };

  return (
    <BottomPopup
      visible={visible}
      onClose={onClose}
      title={t('order.cancel.title')}
      footer={
        <Button
          block
          color="danger"
          shape="rounded"
          loading={sending}
          disabled={!reason}
          onClick={() => void send()}
          data-testid="cancel-order-send"
        >
          {t('order.cancel.submit')}
        </Button>
      }
    >
      <div className={styles.body} data-testid="cancel-order-sheet">
        <p className={styles.intro}>{t('order.cancel.intro')}</p>
        <span className={styles.label} id="wf-cancel-reasons">
          {t('order.cancel.why')}
        </span>
        <div className={chips.chips} role="radiogroup" aria-labelledby="wf-cancel-reasons">
          {cancelReasons.map((key) => (
            // biome-ignore lint/a11y/useSemanticElements: chips behave as a radio group
            <button
              key={key}
              type="button"
              role="radio"
              aria-checked={chip === key}
              className={`${chips.chip} ${chip === key ? chips.on : ''}`}
              onClick={() => setChip(chip === key ? null : key)}
              data-reason={key}
            >
              {t(`order.cancel.reasons.${key}`)}
            </button>
          ))}
        </div>
        <label className={styles.label} htmlFor="wf-cancel-words">
          {t('order.cancel.details')}
        </label>
        <TextArea
          id="wf-cancel-words"
          className={styles.reason}
          value={words}
          onChange={setWords}
          maxLength={REASON_MAX}
          showCount
          rows={2}
          placeholder={t('order.cancel.details_placeholder')}
          data-testid="cancel-order-words"
        />
      </div>
    </BottomPopup>
  );
}

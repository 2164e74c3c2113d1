import SpinLoading from 'antd-mobile/es/components/spin-loading';
import { type ReactNode, useEffect, useState } from 'react';
import { BottomPopup } from '@/components/ui/bottom-popup';
import { PinKeypad } from '@/components/ui/pin-keypad';
import { useTranslation } from '@/i18n/use-translation';
import styles from './pin-sheet.module.css';

type Props = {
  visible: boolean;
  onClose: () => void;
  /** What is being confirmed, e.g. the amount leaving the wallet. */
  summary?: ReactNode;
  /** Runs with the six digits; resolves false when they were not accepted (the dots clear). */
  onComplete: (pin: string) => Promise<boolean>;
  /** What went wrong with the last try (wrong password, locked). */
  error?: string | null;
  /** A link under the pad (forgot password). */
  extra?: ReactNode;
};

/** The withdrawal password sheet: six dots over a shuffled on-screen keypad; submits on the sixth digit. */
export function PinSheet({ visible, onClose, summary, onComplete, error, extra }: Props) {
  const { t } = useTranslation();
  const [pin, setPin] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!visible) setPin('');
  }, [visible]);

  const complete = async (value: string) => {
    setBusy(true);
    try {
      const accepted = await onComplete(value);
      if (!accepted) setPin('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <BottomPopup visible={visible} onClose={busy ? () => {} : onClose} title={t('wallet.pin.title')}>
      <div className={styles.sheet} data-testid="pin-sheet">
        {summary && <div className={styles.summary}>{summary}</div>}
        <p className={error ? styles.error : styles.hint} role={error ? 'alert' : undefined}>
          {error ?? t('wallet.pin.hint')}
        </p>
        {extra && <div className={styles.extra}>{extra}</div>}
        <div className={styles.padArea} aria-busy={busy}>
          <PinKeypad
            value={pin}
            onChange={setPin}
            onComplete={(v) => void complete(v)}
            shuffle
            disabled={busy}
            labels={{
              name: t('wallet.pin.title'),
              progress: t('wallet.pin.progress', { count: pin.length, length: 6 }),
              erase: t('wallet.pin.delete'),
            }}
          />
          {busy && (
            <div className={styles.busy} role="status">
              <SpinLoading color="primary" style={{ '--size': '32px' }} />
              <span className="wf-sr-only">{t('wallet.pin.checking')}</span>
            </div>
          )}
        </div>
      </div>
    </BottomPopup>
  );
}

import { useTranslation } from '@/i18n/use-translation';
import styles from './form.module.css';

type Props = { left: number; sending: boolean; sent: boolean; onSend: () => void };

/** "Get code", then a countdown while another code may not be asked, then "Resend". */
export function SendCodeButton({ left, sending, sent, onSend }: Props) {
  const { t } = useTranslation();
  const text = sending
    ? t('account.code.sending')
    : left > 0
      ? t('account.code.resend_in', { seconds: left })
      : sent
        ? t('account.code.resend')
        : t('account.code.send');
  return (
    <button
      type="button"
      className={styles.codeButton}
      onClick={onSend}
      disabled={sending || left > 0}
      aria-live="polite"
    >
      {text}
    </button>
  );
}

import Button from 'antd-mobile/es/components/button';
import { CopyIcon, ShareIcon } from '@/components/ui/icons';
import { QrCode } from '@/components/ui/qr-code';
import { useTranslation } from '@/i18n/use-translation';
import { copyText } from '@/lib/clipboard';
import styles from './invite-card.module.css';

type Props = { code: string; url: string };

const canWebShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** My invite code and link: the QR code to scan, copy code, copy link, and the system share sheet. */
export function InviteCard({ code, url }: Props) {
  const { t } = useTranslation();
  const share = async () => {
    try {
      await navigator.share({
        url,
        title: t('referral.hero.share_title'),
        text: t('referral.hero.share_text', { code }),
      });
    } catch {
      // the user closed the share sheet: nothing to do
    }
  };
  return (
    <section className={styles.card} aria-labelledby="invite-code-label">
      <p id="invite-code-label" className={styles.label}>
        {t('referral.hero.code_label')}
      </p>
      <div className={styles.codeRow}>
        <strong className={styles.code} data-testid="invite-code">
          {code}
        </strong>
        <button
          type="button"
          className={styles.copyCode}
          onClick={() => void copyText(code)}
          aria-label={t('referral.hero.copy_code')}
        >
          <CopyIcon size={18} />
        </button>
      </div>
      <div className={styles.qr}>
        <QrCode value={url} size={164} label={t('referral.hero.qr')} />
      </div>
      <p className={styles.hint}>{t('referral.hero.scan')}</p>
      <p className={styles.url} data-testid="invite-link">
        {url}
      </p>
      <div className={styles.actions}>
        <Button block shape="rounded" onClick={() => void copyText(url)}>
          <span className={styles.btn}>
            <CopyIcon size={18} />
            {t('referral.hero.copy_link')}
          </span>
        </Button>
        {canWebShare() && (
          <Button block color="primary" shape="rounded" onClick={() => void share()}>
            <span className={styles.btn}>
              <ShareIcon size={18} />
              {t('referral.hero.share')}
            </span>
          </Button>
        )}
      </div>
    </section>
  );
}

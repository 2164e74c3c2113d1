import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '@/i18n/use-translation';
import styles from './update-prompt.module.css';

export type UpdateInfo = { version: string; notes?: string; url?: string; force?: boolean };

type Props = { info: UpdateInfo; onLater?: () => void; onUpdate: () => void; upToDate?: boolean };

/** The transparent, fading-in update prompt (spec section 2, /pages/update/update). */
export function UpdatePrompt({ info, onLater, onUpdate, upToDate }: Props) {
  const { t } = useTranslation();
  return (
    <div className={styles.backdrop} role="dialog" aria-modal="true" aria-labelledby="wf-update-title">
      <div className={styles.card}>
        <div className={styles.hero}>
          <img src="/logo.svg" alt="" width={56} height={56} />
        </div>
        <h2 id="wf-update-title" className={styles.title}>
          {upToDate ? t('update.latest_title') : t('update.title')}
        </h2>
        <p className={styles.version}>{t('update.version', { version: info.version })}</p>
        <p className={styles.notes}>
          {upToDate ? t('update.up_to_date') : info.notes?.trim() ? info.notes : t('update.default_notes')}
        </p>
        <div className={styles.actions}>
          {upToDate ? (
            <Button block color="primary" shape="rounded" onClick={onLater}>
              {t('common.ok')}
            </Button>
          ) : (
            <Button block color="primary" shape="rounded" onClick={onUpdate}>
              {t('update.now')}
            </Button>
          )}
          {!upToDate && !info.force && onLater && (
            <Button block fill="none" shape="rounded" onClick={onLater}>
              {t('update.later')}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}

/** Web "update": let the service worker fetch the new files, then reload; native packages open their url. */
export async function applyUpdate(info: UpdateInfo): Promise<void> {
  if (info.url && /^https?:\/\//.test(info.url) && new URL(info.url).origin !== window.location.origin) {
    window.location.assign(info.url);
    return;
  }
  try {
    const reg = await navigator.serviceWorker?.getRegistration();
    await reg?.update();
  } catch {
    // no service worker: a plain reload still fetches the new index.html
  }
  window.location.reload();
}

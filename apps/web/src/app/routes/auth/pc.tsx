import { useEffect, useState } from 'react';
import { DesktopIcon } from '@/components/ui/icons';
import { QrCode } from '@/components/ui/qr-code';
import { env } from '@/config/env';
import { isEntryPath, isKnownPath, paths } from '@/config/paths';
import { LanguageButton } from '@/features/language/components/language-button';
import { useTranslation } from '@/i18n/use-translation';
import styles from './pc.module.css';

const PHONE = { width: 390, height: 844 };

/** Only our own pages go into the frame (never an outside address from the query). */
function framedPath(path: string | undefined): string {
  if (!path?.startsWith('/') || path.startsWith('//')) return paths.entry;
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  return isKnownPath(bare) && bare !== paths.pc ? path : paths.entry;
}

function useFrameScale(): number {
  const [scale, setScale] = useState(1);
  useEffect(() => {
    const fit = () => setScale(Math.min(1, (window.innerHeight - 48) / PHONE.height));
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, []);
  return scale;
}

/** Desktop entry: the app in a phone-sized column, and a QR code to continue on a phone. */
export default function Pc({ path }: { path?: string }) {
  const { t } = useTranslation();
  const scale = useFrameScale();
  const inner = framedPath(path);
  const origin = env.publicUrl || window.location.origin;
  const mobileUrl = `${origin}${isEntryPath(inner) ? '/' : inner}`;

  return (
    <div className={styles.pc}>
      <section className={styles.intro}>
        <div className={styles.brand}>
          <img src="/logo.svg" alt="" width={56} height={56} className={styles.logo} />
          <div>
            <h1 className={styles.name}>{t('app.name')}</h1>
            <p className={styles.tagline}>{t('pc.tagline')}</p>
          </div>
        </div>
        <ul className={styles.features}>
          <li>{t('pc.feature_food')}</li>
          <li>{t('pc.feature_travel')}</li>
          <li>{t('pc.feature_wallet')}</li>
        </ul>
        <div className={styles.qrCard}>
          <QrCode value={mobileUrl} size={148} label={t('pc.qr_label')} />
          <div className={styles.qrText}>
            <strong>{t('pc.scan_title')}</strong>
            <span>{t('pc.scan_desc')}</span>
            <a href={mobileUrl} className={styles.url}>
              {mobileUrl}
            </a>
          </div>
        </div>
        <a className={styles.openHere} href={isEntryPath(inner) ? '/' : inner}>
          {t('pc.open_here')}
        </a>
        <div className={styles.tools}>
          <LanguageButton />
          <span className={styles.note}>
            <DesktopIcon size={16} />
            {t('pc.desktop_note')}
          </span>
        </div>
      </section>
      <section className={styles.stage} aria-label={t('pc.preview_label')}>
        <div className={styles.phone} style={{ width: PHONE.width * scale + 24, height: PHONE.height * scale + 24 }}>
          <iframe
            title={t('pc.preview_label')}
            src={inner}
            className={styles.frame}
            style={{ width: PHONE.width, height: PHONE.height, transform: `scale(${scale})` }}
          />
        </div>
      </section>
    </div>
  );
}

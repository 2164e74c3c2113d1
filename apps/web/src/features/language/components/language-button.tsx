import { lazy, Suspense, useState } from 'react';
import { GlobeIcon } from '@/components/ui/icons';
import { currentLocale } from '@/i18n';
import { languageOptions } from '@/i18n/locales-list';
import { useTranslation } from '@/i18n/use-translation';
import styles from './language-button.module.css';

// The chooser (a popup with its animation library) loads on the first tap, not with the login page.
const LanguagePopup = lazy(() => import('./language-popup').then((m) => ({ default: m.LanguagePopup })));

/** A compact "language" chip that opens the chooser (login header). */
export function LanguageButton({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const lang = languageOptions.find((l) => l.code === currentLocale());
  return (
    <>
      <button
        type="button"
        className={`${styles.chip} ${tone === 'light' ? styles.light : ''}`}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        aria-label={t('language.change')}
        aria-haspopup="dialog"
      >
        <span className={styles.pill}>
          <GlobeIcon size={16} />
          <span>{lang?.name}</span>
        </span>
      </button>
      {used && (
        <Suspense fallback={null}>
          <LanguagePopup visible={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

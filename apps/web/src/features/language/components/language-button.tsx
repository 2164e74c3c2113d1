import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GlobeIcon } from '@/components/ui/icons';
import { currentLocale } from '@/i18n';
import { languageOptions } from '@/i18n/locales-list';
import styles from './language-button.module.css';
import { LanguagePopup } from './language-popup';

/** A compact "language" chip that opens the chooser (login header). */
export function LanguageButton({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const lang = languageOptions.find((l) => l.code === currentLocale());
  return (
    <>
      <button
        type="button"
        className={`${styles.chip} ${tone === 'light' ? styles.light : ''}`}
        onClick={() => setOpen(true)}
        aria-label={t('language.change')}
        aria-haspopup="dialog"
      >
        <span className={styles.pill}>
          <GlobeIcon size={16} />
          <span>{lang?.name}</span>
        </span>
      </button>
      <LanguagePopup visible={open} onClose={() => setOpen(false)} />
    </>
  );
}

import { useState } from 'react';
import { BottomPopup } from '@/components/ui/bottom-popup';
import { CheckIcon } from '@/components/ui/icons';
import { changeLocale, currentLocale } from '@/i18n';
import { type AppLocale, languageOptions } from '@/i18n/locales-list';
import { useTranslation } from '@/i18n/use-translation';
import { toast } from '@/lib/toast';
import styles from './language-popup.module.css';

type Props = { visible: boolean; onClose: () => void };

/** The language chooser: own name, flag and code of each shipped locale; the choice is stored. */
export function LanguagePopup({ visible, onClose }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<AppLocale | null>(null);
  const active = currentLocale();

  const choose = async (code: AppLocale) => {
    if (code === active) {
      onClose();
      return;
    }
    setBusy(code);
    try {
      await changeLocale(code);
      onClose();
    } catch {
      toast(t('common.network_error'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <BottomPopup visible={visible} onClose={onClose} title={t('language.title')}>
      <ul className={styles.list}>
        {languageOptions.map((lang) => (
          <li key={lang.code}>
            <button
              type="button"
              className={styles.item}
              onClick={() => void choose(lang.code)}
              aria-pressed={lang.code === active}
              disabled={busy !== null}
              lang={lang.code}
            >
              <img src={lang.img} alt="" width={32} height={22} className={styles.flag} />
              <span className={styles.names}>
                <span className={styles.name}>{lang.name}</span>
                <span className={styles.code}>{lang.code}</span>
              </span>
              {lang.code === active && <CheckIcon size={20} className={styles.check} />}
              {busy === lang.code && <span className={styles.spinner} aria-hidden="true" />}
            </button>
          </li>
        ))}
      </ul>
    </BottomPopup>
  );
}

import { CheckIcon } from '@/components/ui/icons';
import { Page } from '@/components/ui/page';
import { InfoIcon } from '@/features/account/components/account-icons';
import formStyles from '@/features/account/components/form.module.css';
import { RealInfoForm } from '@/features/account/components/real-info-form';
import { useAccountUser } from '@/features/account/hooks/use-account-user';
import { useTranslation } from '@/i18n/use-translation';
import { backOrHome } from '@/lib/navigation';
import { toast } from '@/lib/toast';
import styles from './account-pages.module.css';

/** Real-name (identity) data; once verified by an operator it is shown read-only. */
export default function RealInfo() {
  const { t } = useTranslation();
  const user = useAccountUser();
  if (!user) return null;
  const real = user.realInfo ?? null;
  return (
    <Page title={t('pages.realInfo')}>
      <section className={styles.card}>
        {real?.verified ? (
          <div className={`${formStyles.notice} ${styles.verified}`} role="status">
            <CheckIcon size={18} />
            <span>{t('account.real.verified_note')}</span>
          </div>
        ) : real ? (
          <div className={formStyles.notice} role="status">
            <InfoIcon size={18} />
            <span>{t('account.real.review_note')}</span>
          </div>
        ) : (
          <p className={styles.intro}>{t('account.real.intro')}</p>
        )}
        <div className={real ? styles.gap : undefined}>
          <RealInfoForm
            current={real}
            countryCode={user.countryCode ?? user.currentCountry?.code ?? null}
            readOnly={real?.verified}
            onSaved={() => {
              toast(t('account.real.saved'));
              backOrHome();
            }}
          />
        </div>
      </section>
    </Page>
  );
}

import { useState } from 'react';
import { Page } from '@/components/ui/page';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { InfoIcon } from '@/features/account/components/account-icons';
import { ChangeAccountForm } from '@/features/account/components/change-account-form';
import formStyles from '@/features/account/components/form.module.css';
import { useAccountUser } from '@/features/account/hooks/use-account-user';
import { useTranslation } from '@/i18n/use-translation';
import dayjs from '@/lib/dayjs';
import { formatDateTimeLong } from '@/lib/format';
import { backOrHome } from '@/lib/navigation';
import { saveLoginUser } from '@/lib/session';
import { toast } from '@/lib/toast';
import styles from './account-pages.module.css';
import { useAccountChoices } from './use-account-choices';

/** Change the linked (login) account, once within 7 days; says when it is possible again. */
export default function ChangeBindAccount() {
  const { t } = useTranslation();
  const user = useAccountUser();
  const choices = useAccountChoices();
  const [refusedUntil, setRefusedUntil] = useState<string | null>(null);
  if (!user) return null;

  const until = refusedUntil ?? user.accountChangeableAt ?? null;
  const waiting = until !== null && dayjs(until).isAfter(dayjs());

  return (
    <Page title={t('pages.changeBindAccount')}>
      {!user.account ? (
        <EmptyState title={t('account.bind.none_title')} description={t('account.bind.none_desc')} />
      ) : (
        <section className={styles.card}>
          <p className={styles.intro}>{t('account.bind.intro')}</p>
          {waiting && (
            <div className={formStyles.notice} role="status">
              <InfoIcon size={18} />
              <span>{t('account.bind.cooldown', { date: formatDateTimeLong(until) })}</span>
            </div>
          )}
          {waiting ? null : choices.query.isPending ? (
            <LoadingState rows={3} />
          ) : choices.query.isError ? (
            <ErrorState error={choices.query.error} onRetry={() => void choices.query.refetch()} />
          ) : (
            <ChangeAccountForm
              current={user.account}
              areas={choices.areas}
              defaultArea={choices.defaultArea}
              onCooldown={(date) => {
                setRefusedUntil(date);
                saveLoginUser({ accountChangeableAt: date });
                toast(t('account.bind.cooldown', { date: formatDateTimeLong(date) }));
              }}
              onChanged={(result) => {
                saveLoginUser({ account: result.account, accountChangeableAt: result.nextChangeAt });
                toast(t('account.bind.done'));
                backOrHome();
              }}
            />
          )}
        </section>
      )}
    </Page>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import type { BankAccount } from '@wayfare/contracts';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import SwipeAction from 'antd-mobile/es/components/swipe-action';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrencyOption } from '@/components/ui/currency-selector';
import { Page } from '@/components/ui/page';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { href, paths } from '@/config/paths';
import { useCountries } from '@/features/country/api/get-country';
import { postAddBank } from '@/features/wallet/api/add-bank';
import { postDelBank } from '@/features/wallet/api/del-bank';
import { useBanks } from '@/features/wallet/api/get-banks';
import { walletKeys } from '@/features/wallet/api/keys';
import { postUpdateBank } from '@/features/wallet/api/update-bank';
import { BankAccountCard, useAccountTitle } from '@/features/wallet/components/bank-account-card';
import { BankForm } from '@/features/wallet/components/bank-form';
import { PinSheet } from '@/features/wallet/components/pin-sheet';
import { WalletNotice } from '@/features/wallet/components/wallet-notice';
import { isPinError, usePinErrorText } from '@/features/wallet/hooks/use-pin-error';
import {
  type BankErrors,
  type BankValues,
  bankBody,
  emptyBank,
  identifierOf,
  maskAccount,
  validateBank,
  valuesOfAccount,
} from '@/features/wallet/utils/bank-fields';
import { scrollToFirstError } from '@/features/wallet/utils/scroll-to-error';
import { currentLocale } from '@/i18n';
import { ApiError, translateError } from '@/lib/api-client';
import { useCurrency } from '@/lib/currency';
import { back, navigate, redirect } from '@/lib/navigation';
import { useLoginUser } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useUserInfo } from '@/lib/user-reads';
import styles from './user-payment.module.css';

type Props = { mode?: string; account?: string };

/**
 * Payment accounts withdrawals go to: the list (tap to edit, swipe to delete), and the add / edit form
 * (`mode=add`, `mode=edit&account=`). Saving asks for the withdrawal password, as the server does.
 */
export default function UserPayment({ mode, account }: Props) {
  const user = useLoginUser();
  const hasPassword = user?.hasWithdrawPassword !== false;

  useUserInfo(user?._id ?? '');

  if (mode === 'add') return <AccountForm hasPassword={hasPassword} />;
  if (mode === 'edit') return <EditAccount account={account ?? ''} hasPassword={hasPassword} />;
  return <AccountList hasPassword={hasPassword} />;
}

function PasswordNotice() {
  const { t } = useTranslation();
  return (
    <WalletNotice
      title={t('wallet.bank.password_needed_title')}
      action={{ label: t('wallet.withdraw.password_action'), onClick: () => void navigate(paths.updateWithdrawPwd) }}
      testId="bank-password-notice"
    >
      {t('wallet.bank.password_needed_text')}
    </WalletNotice>
  );
}

function AccountList({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation();
  const banks = useBanks();
  const queryClient = useQueryClient();
  const title = useAccountTitle();
  const list = banks.data?.list ?? [];

  const remove = async (a: BankAccount) => {
    const ok = await Dialog.confirm({
      title: t('wallet.bank.delete_title'),
      content: t('wallet.bank.delete_text', { account: `${title(a)} ${maskAccount(a.account)}` }),
      confirmText: t('wallet.bank.delete'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    try {
      await postDelBank({ account: a.account });
      toast(t('wallet.bank.deleted'));
      await queryClient.invalidateQueries({ queryKey: walletKeys.all });
    } catch {
      // toasted by the API client
    }
  };

  const add = () => void navigate(href(paths.userPayment, { mode: 'add' }));

  return (
    <Page
      title={t('pages.userPayment')}
      footer={
        list.length > 0 && (
          <Button block color="primary" size="large" shape="rounded" className={styles.submit} onClick={add}>
            {t('wallet.bank.add')}
          </Button>
        )
      }
    >
      {banks.isPending ? (
        <LoadingState rows={3} />
      ) : banks.isError ? (
        <ErrorState error={banks.error} onRetry={() => void banks.refetch()} />
      ) : list.length === 0 ? (
        <>
          {!hasPassword && (
            <div className={styles.pad}>
              <PasswordNotice />
            </div>
          )}
          <EmptyState
            title={t('wallet.bank.empty')}
            description={t('wallet.bank.empty_text')}
            action={
              <Button color="primary" shape="rounded" onClick={add} data-testid="add-account">
                {t('wallet.bank.add')}
              </Button>
            }
          />
        </>
      ) : (
        <div className={styles.pad}>
          {!hasPassword && <PasswordNotice />}
          <ul className={styles.list} data-testid="bank-list">
            {list.map((a) => (
              <li key={a.id} className={styles.item}>
                <SwipeAction
                  rightActions={[
                    { key: 'delete', text: t('wallet.bank.delete'), color: 'danger', onClick: () => void remove(a) },
                  ]}
                >
                  <BankAccountCard
                    account={a}
                    onClick={() => void navigate(href(paths.userPayment, { mode: 'edit', account: a.account }))}
                  />
                </SwipeAction>
              </li>
            ))}
          </ul>
          <p className={styles.hint}>{t('wallet.bank.swipe_hint')}</p>
        </div>
      )}
    </Page>
  );
}

function EditAccount({ account, hasPassword }: { account: string; hasPassword: boolean }) {
  const { t } = useTranslation();
  const banks = useBanks();
  const found = banks.data?.list.find((a) => a.account === account);
  if (banks.isPending)
    return (
      <Page title={t('wallet.bank.edit_title')}>
        <LoadingState variant="detail" />
      </Page>
    );
  if (banks.isError)
    return (
      <Page title={t('wallet.bank.edit_title')}>
        <ErrorState error={banks.error} onRetry={() => void banks.refetch()} />
      </Page>
    );
  if (!found)
    return (
      <Page title={t('wallet.bank.edit_title')}>
        <EmptyState title={t('wallet.bank.not_found')} />
      </Page>
    );
  return <AccountForm key={found.id} existing={found} hasPassword={hasPassword} />;
}

/** Leave the form: back to the page that opened it (list or withdraw), or the list when opened alone. */
const leave = () => {
  if (back() === 0) void redirect(paths.userPayment);
};

function useCurrencyOptions(): CurrencyOption[] {
  const countries = useCountries(currentLocale());
  const mine = useCurrency();
  return useMemo(() => {
    const out: CurrencyOption[] = [];
    const seen = new Set<string>();
    const push = (o: CurrencyOption) => {
      if (!seen.has(o.unit)) {
        seen.add(o.unit);
        out.push(o);
      }
    };
    if (mine) push({ unit: mine.unit, symbol: mine.symbol });
    for (const c of countries.data?.list ?? [])
      if (c.isLocal) push({ unit: c.unit, symbol: c.symbol, name: c.name, flag: `/flags/${c.code.toLowerCase()}.svg` });
    push({ unit: 'USD', symbol: '$' });
    return out;
  }, [countries.data, mine]);
}

function AccountForm({ existing, hasPassword }: { existing?: BankAccount; hasPassword: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = useLoginUser();
  const currencies = useCurrencyOptions();
  const pinErrorText = usePinErrorText();
  const [values, setValues] = useState<BankValues>(() =>
    existing ? valuesOfAccount(existing) : emptyBank(user?.wallet?.unit ?? user?.currentCountry?.unit ?? 'USD'),
  );
  const [errors, setErrors] = useState<BankErrors>({});
  const [pinOpen, setPinOpen] = useState(false);
  const [pinError, setPinError] = useState<string | null>(null);

  const change = (next: BankValues) => {
    setValues(next);
    if (Object.keys(errors).length > 0) setErrors(validateBank(next));
  };

  const save = () => {
    const problems = validateBank(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) scrollToFirstError();
    if (Object.keys(problems).length > 0 || !hasPassword) return;
    setPinError(null);
    setPinOpen(true);
  };

  const confirm = async (pin: string): Promise<boolean> => {
    const body = { ...bankBody(values, user?.countryCode ?? user?.currentCountry?.code), withdrawalPassword: pin };
    if (existing) body.account = existing.account;
    try {
      await (existing ? postUpdateBank(body) : postAddBank(body));
      setPinOpen(false);
      toast(t('wallet.bank.saved'));
      await queryClient.invalidateQueries({ queryKey: walletKeys.all });
      leave();
      return true;
    } catch (err) {
      if (isPinError(err) || (err instanceof ApiError && err.transport)) {
        setPinError(pinErrorText(err));
        return false;
      }
      setPinOpen(false);
      if (err instanceof ApiError && err.key === 'bank_card_exists')
        setErrors({ [identifierOf(values.type)]: 'wallet.bank.exists' });
      else toast(translateError(err));
      return false;
    }
  };

  const remove = async () => {
    if (!existing) return;
    const ok = await Dialog.confirm({
      title: t('wallet.bank.delete_title'),
      content: t('wallet.bank.delete_text', { account: maskAccount(existing.account) }),
      confirmText: t('wallet.bank.delete'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    try {
      await postDelBank({ account: existing.account });
      toast(t('wallet.bank.deleted'));
      await queryClient.invalidateQueries({ queryKey: walletKeys.all });
      leave();
    } catch {
      // toasted by the API client
    }
  };

  return (
    <Page
      title={existing ? t('wallet.bank.edit_title') : t('wallet.bank.add_title')}
      onBack={leave}
      footer={
        <Button
          block
          color="primary"
          size="large"
          shape="rounded"
          className={styles.submit}
          onClick={save}
          disabled={pinOpen || !hasPassword}
          data-testid="bank-save"
        >
          {t('wallet.bank.save')}
        </Button>
      }
    >
      {!hasPassword && (
        <div className={styles.pad}>
          <PasswordNotice />
        </div>
      )}
      <div className={styles.form}>
        <BankForm values={values} onChange={change} errors={errors} currencies={currencies} editing={!!existing} />
        <p className={styles.privacy}>{t('wallet.bank.privacy')}</p>
        {existing && (
          <button type="button" className={styles.delete} onClick={() => void remove()}>
            {t('wallet.bank.delete_account')}
          </button>
        )}
      </div>
      <PinSheet
        visible={pinOpen}
        onClose={() => setPinOpen(false)}
        onComplete={confirm}
        error={pinError}
        summary={<p className={styles.pinText}>{t('wallet.bank.pin_summary')}</p>}
        extra={
          <button type="button" className={styles.link} onClick={() => void navigate(paths.updateWithdrawPwd)}>
            {t('wallet.pin.forgot')}
          </button>
        }
      />
    </Page>
  );
}

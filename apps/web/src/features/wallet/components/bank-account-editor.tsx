import type { BankAccount } from '@wayfare/contracts';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import type { CurrencyOption } from '@/components/ui/currency-selector';
import { Page } from '@/components/ui/page';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError, translateError } from '@/lib/api-client';
import { back, navigate, redirect } from '@/lib/navigation';
import { useLoginUser } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useAddBankMutation } from '../api/add-bank';
import { useBanks } from '../api/get-banks';
import { useUpdateBankMutation } from '../api/update-bank';
import { useDeleteBank } from '../hooks/use-delete-bank';
import { isPinError, usePinErrorText } from '../hooks/use-pin-error';
import {
  type BankErrors,
  type BankValues,
  bankBody,
  emptyBank,
  identifierOf,
  maskAccount,
  validateBank,
  valuesOfAccount,
} from '../utils/bank-fields';
import { scrollToFirstError } from '../utils/scroll-to-error';
import { BankPasswordNotice } from './bank-account-list';
import styles from './bank-accounts.module.css';
import { BankForm } from './bank-form';
import { PinSheet } from './pin-sheet';

type Props = { hasPassword: boolean; currencies: CurrencyOption[] };

/** Leave the form: back to the page that opened it (list or withdraw), or the list when opened alone. */
const leave = () => {
  if (back() === 0) void redirect(paths.userPayment);
};

/** The edit form of the saved account `account` (loading, failed, or gone meanwhile). */
export function EditBankAccount({ account, ...props }: Props & { account: string }) {
  const { t } = useTranslation();
  const banks = useBanks();
  const found = banks.data?.list.find((a) => a.account === account);
  const title = t('wallet.bank.edit_title');
  if (banks.isPending)
    return (
      <Page title={title}>
        <LoadingState variant="detail" />
      </Page>
    );
  if (banks.isError)
    return (
      <Page title={title}>
        <ErrorState error={banks.error} onRetry={() => void banks.refetch()} />
      </Page>
    );
  if (!found)
    return (
      <Page title={title}>
        <EmptyState title={t('wallet.bank.not_found')} />
      </Page>
    );
  return <BankAccountEditor key={found.id} existing={found} {...props} />;
}

/** Add or edit a payment account; saving asks for the withdrawal password, as the server does. */
export function BankAccountEditor({ existing, hasPassword, currencies }: Props & { existing?: BankAccount }) {
  const { t } = useTranslation();
  const user = useLoginUser();
  const pinErrorText = usePinErrorText();
  const addBank = useAddBankMutation();
  const updateBank = useUpdateBankMutation();
  const deleteBank = useDeleteBank();
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
      await (existing ? updateBank.mutateAsync(body) : addBank.mutateAsync(body));
      setPinOpen(false);
      toast(t('wallet.bank.saved'));
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
    if (existing && (await deleteBank(existing, maskAccount(existing.account)))) leave();
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
          <BankPasswordNotice />
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

import { useCountries } from '@/features/country/api/get-country';
import { BankAccountEditor, EditBankAccount } from '@/features/wallet/components/bank-account-editor';
import { BankAccountList } from '@/features/wallet/components/bank-account-list';
import { useCurrencyOptions } from '@/features/wallet/hooks/use-currency-options';
import { currentLocale } from '@/i18n';
import { useLoginUser } from '@/lib/session';
import { useUserInfo } from '@/lib/user-reads';

type Props = { mode?: string; account?: string };

/**
 * Payment accounts withdrawals go to: the list (tap to edit, swipe to delete), and the add / edit form
 * (`mode=add`, `mode=edit&account=`). Saving asks for the withdrawal password, as the server does.
 */
export default function UserPayment({ mode, account }: Props) {
  const user = useLoginUser();
  const hasPassword = user?.hasWithdrawPassword !== false;
  // Whether a withdrawal password is set comes with the login info: bring it up to date on arrival.
  useUserInfo(user?._id ?? '');
  const currencies = useCurrencyOptions(useCountries(currentLocale()).data?.list);

  if (mode === 'add') return <BankAccountEditor hasPassword={hasPassword} currencies={currencies} />;
  if (mode === 'edit')
    return <EditBankAccount account={account ?? ''} hasPassword={hasPassword} currencies={currencies} />;
  return <BankAccountList hasPassword={hasPassword} />;
}

import type { BankAccount } from '@wayfare/contracts';
import Dialog from 'antd-mobile/es/components/dialog';
import { useTranslation } from '@/i18n/use-translation';
import { toast } from '@/lib/toast';
import { useDelBankMutation } from '../api/del-bank';

/** Asks, then deletes a payment account; answers whether it went (a refusal is toasted by the API client). */
export function useDeleteBank() {
  const { t } = useTranslation();
  const { mutateAsync } = useDelBankMutation();
  return async (account: BankAccount, shown: string): Promise<boolean> => {
    const ok = await Dialog.confirm({
      title: t('wallet.bank.delete_title'),
      content: t('wallet.bank.delete_text', { account: shown }),
      confirmText: t('wallet.bank.delete'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return false;
    try {
      await mutateAsync({ account: account.account });
      toast(t('wallet.bank.deleted'));
      return true;
    } catch {
      return false;
    }
  };
}

import { DocumentIcon, SwapIcon, WalletIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { navigate } from '@/lib/navigation';
import { useLoginUser } from '@/lib/session';
import { BalanceAction, BalanceCard } from './balance-card';
import { ChannelIcon } from './channel-icon';

/** The balances of the stored login info with the wallet's quick actions: withdraw, convert, records, accounts. */
export function WalletHubCard({
  unit,
  onConvert,
  onRecords,
}: {
  unit: string;
  onConvert: () => void;
  onRecords: () => void;
}) {
  const { t } = useTranslation();
  const wallet = useLoginUser()?.wallet;
  return (
    <BalanceCard
      balance={wallet?.balance ?? 0}
      held={wallet?.held ?? 0}
      unit={wallet?.unit ?? unit}
      wallets={wallet?.wallets}
    >
      <BalanceAction
        icon={<WalletIcon size={22} />}
        label={t('wallet.actions.withdraw')}
        onClick={() => void navigate(paths.withdraw)}
      />
      <BalanceAction
        icon={<SwapIcon size={22} />}
        label={t('wallet.actions.convert')}
        onClick={onConvert}
        testId="open-convert"
      />
      <BalanceAction
        icon={<DocumentIcon size={22} />}
        label={t('wallet.actions.records')}
        onClick={onRecords}
        testId="open-records"
      />
      <BalanceAction
        icon={<ChannelIcon kind="bank" size={22} plain />}
        label={t('wallet.actions.accounts')}
        onClick={() => void navigate(paths.userPayment)}
      />
    </BalanceCard>
  );
}

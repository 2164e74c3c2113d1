import { useQueryClient } from '@tanstack/react-query';
import { Page } from '@/components/ui/page';
import { href, paths } from '@/config/paths';
import { invalidateOrder } from '@/features/order/api/keys';
import { PayerView } from '@/features/pay-on-behalf/components/payer-view';
import { useWalletSync } from '@/features/wallet/hooks/use-wallet-sync';
import { useTranslation } from '@/i18n/use-translation';
import { navigate, relaunch } from '@/lib/navigation';
import { useLoginUser } from '@/lib/session';

/**
 * `/pay_on_behalf?pay_on_behalf=<pid>`: a friend's request, open to anyone holding the link. Logged out,
 * login and sign-up come back here with the same pay id; paid, the wallet and the order read again.
 */
export default function PayOnBehalf({ pay_on_behalf: pid = '' }: { pay_on_behalf?: string }) {
  const { t } = useTranslation();
  const user = useLoginUser();
  const sync = useWalletSync();
  const client = useQueryClient();
  const here = href(paths.payOnBehalf, { pay_on_behalf: pid });
  return (
    <Page title={t('pay_on_behalf.title')}>
      <PayerView
        pid={pid}
        user={user}
        onLogin={() => void navigate(href(paths.login, { redirect: here }))}
        onRegister={() => void navigate(href(paths.register, { redirect: here }))}
        onTopUp={() => void navigate(paths.rechargeCenter)}
        onHome={() => void relaunch(paths.home)}
        onOpen={(other) => void navigate(href(paths.payOnBehalf, { pay_on_behalf: other }))}
        onPaid={(answer) => {
          sync({ unit: answer.payUnit, balance: answer.balance });
          void invalidateOrder(client, answer.oid);
        }}
      />
    </Page>
  );
}

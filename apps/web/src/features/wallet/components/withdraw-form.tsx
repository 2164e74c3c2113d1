import { BottomPopup } from '@/components/ui/bottom-popup';
import { EmptyState } from '@/components/ui/states';
import { href, paths } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { navigate } from '@/lib/navigation';
import { useMoney } from '@/lib/use-money';
import type { WithdrawState } from '../hooks/use-withdraw';
import { AmountField } from './amount-field';
import { BankAccountCard } from './bank-account-card';
import { ChannelList } from './channel-list';
import { FeePreview } from './fee-preview';
import { WalletNotice } from './wallet-notice';
import styles from './wallet-screen.module.css';

const addAccount = () => void navigate(href(paths.userPayment, { mode: 'add' }));

/** Why withdrawing is not possible yet, each with the way to fix it. */
function WithdrawNotices({
  allowed,
  hasPassword,
  hasRealName,
}: {
  allowed: boolean;
  hasPassword: boolean;
  hasRealName: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {!allowed &&
        (hasRealName ? (
          <WalletNotice
            title={t('wallet.withdraw.restricted_title')}
            action={{
              label: t('wallet.withdraw.contact_support'),
              onClick: () => void navigate(href(paths.infoList, { type: 'help' })),
            }}
            testId="withdraw-restricted"
          >
            {t('wallet.withdraw.restricted_text')}
          </WalletNotice>
        ) : (
          <WalletNotice
            title={t('wallet.withdraw.verify_title')}
            action={{ label: t('wallet.withdraw.verify_action'), onClick: () => void navigate(paths.realInfo) }}
            testId="withdraw-verify"
          >
            {t('wallet.withdraw.verify_text')}
          </WalletNotice>
        ))}
      {!hasPassword && (
        <WalletNotice
          title={t('wallet.withdraw.password_title')}
          action={{
            label: t('wallet.withdraw.password_action'),
            onClick: () => void navigate(paths.updateWithdrawPwd),
          }}
          testId="withdraw-password"
        >
          {t('wallet.withdraw.password_text')}
        </WalletNotice>
      )}
    </>
  );
}

/**
 * The withdraw form: what blocks it, the account the money goes to (add one when there is none), the
 * channel with its bounds and fee, and the amount with "all" and a fee/receive preview.
 */
export function WithdrawForm({
  w,
  hasRealName,
  onPickAccount,
}: {
  w: WithdrawState;
  hasRealName: boolean;
  onPickAccount: () => void;
}) {
  const { t } = useTranslation();
  const format = useMoney();
  const data = w.config.data;
  if (!data) return null;
  return (
    <div className={styles.body}>
      <WithdrawNotices allowed={data.allowed} hasPassword={data.hasWithdrawPassword} hasRealName={hasRealName} />
      <section className={styles.section}>
        <div className={styles.sectionHead}>
          <h2 className={styles.sectionTitle}>{t('wallet.withdraw.to')}</h2>
          {w.accounts.length > 0 && (
            <button type="button" className={styles.link} onClick={() => void navigate(paths.userPayment)}>
              {t('wallet.withdraw.manage')}
            </button>
          )}
        </div>
        {w.account ? (
          <div className={styles.accountBox}>
            <BankAccountCard account={w.account} onClick={onPickAccount} />
          </div>
        ) : (
          <button type="button" className={styles.addBox} onClick={addAccount} data-testid="add-first-account">
            <span className={styles.plus} aria-hidden="true">
              +
            </span>
            <span>
              <strong>{t('wallet.withdraw.add_account')}</strong>
              <small>{t('wallet.withdraw.add_account_text')}</small>
            </span>
          </button>
        )}
      </section>

      {w.channels.length > 0 ? (
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>{t('wallet.withdraw.method')}</h2>
          <ChannelList
            channels={w.channels}
            value={w.channel?.channelCode ?? null}
            onChange={w.chooseChannel}
            showFee
            label={t('wallet.withdraw.method')}
          />
        </section>
      ) : (
        <EmptyState title={t('wallet.withdraw.no_channels')} />
      )}

      {w.channel && (
        <section className={styles.section}>
          <AmountField
            label={t('wallet.withdraw.amount')}
            value={w.amount}
            onChange={w.changeAmount}
            unit={w.unit}
            limits={w.limits}
            all={Math.min(w.balance, w.channel.maxAmount)}
            problem={w.problem}
          />
          <p className={styles.available}>{t('wallet.withdraw.available', { amount: format(w.balance, w.unit) })}</p>
          <FeePreview amount={w.live} feeBp={w.channel.feeBp} unit={w.unit} />
        </section>
      )}
    </div>
  );
}

/** Another saved account to withdraw to, or a new one. */
export function AccountPickSheet({ w, open, onClose }: { w: WithdrawState; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <BottomPopup visible={open} onClose={onClose} title={t('wallet.withdraw.choose_account')}>
      <div className={styles.pickList}>
        {w.accounts.map((a) => (
          <BankAccountCard
            key={a.id}
            account={a}
            selected={a.account === w.account?.account}
            onClick={() => {
              w.chooseAccount(a.account);
              onClose();
            }}
          />
        ))}
        <button type="button" className={styles.pickAdd} onClick={addAccount}>
          {t('wallet.withdraw.add_another')}
        </button>
      </div>
    </BottomPopup>
  );
}

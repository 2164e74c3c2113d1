import type { BankAccount } from '@wayfare/contracts';
import { ChevronRightIcon } from '@/components/ui/icons';
import { useTranslation } from '@/i18n/use-translation';
import { maskAccount } from '../utils/bank-fields';
import styles from './bank-account-card.module.css';
import { ChannelIcon } from './channel-icon';

/** What an account is called on screen: its bank, or its kind (and network for crypto). */
export function useAccountTitle() {
  const { t } = useTranslation();
  return (a: Pick<BankAccount, 'type' | 'bank' | 'network'>) =>
    a.type === 'bank' && a.bank
      ? a.bank
      : a.type === 'crypto' && a.network
        ? t('wallet.bank.crypto_on', { network: a.network })
        : t(`wallet.bank.type.${a.type}`);
}

type Props = {
  account: BankAccount;
  onClick?: () => void;
  /** Shown as a chosen radio (withdraw picker) instead of a chevron. */
  selected?: boolean;
  chevron?: boolean;
};

/** A saved payment account: kind, bank or wallet, holder and the last digits. */
export function BankAccountCard({ account, onClick, selected, chevron = true }: Props) {
  const title = useAccountTitle()(account);
  const Tag = onClick ? 'button' : 'div';
  return (
    <Tag
      {...(onClick ? { type: 'button' as const, onClick } : {})}
      className={`${styles.card} ${selected ? styles.selected : ''}`}
      data-testid="bank-account"
      data-account={account.account}
    >
      <ChannelIcon kind={account.type} size={42} />
      <span className={styles.body}>
        <span className={styles.title}>{title}</span>
        <span className={styles.sub}>
          {account.name} · {maskAccount(account.account)}
        </span>
      </span>
      <span className={styles.unit}>{account.unit}</span>
      {selected !== undefined ? (
        <span className={`${styles.radio} ${selected ? styles.radioOn : ''}`} aria-hidden="true" />
      ) : (
        chevron && onClick && <ChevronRightIcon size={18} className={styles.chevron} />
      )}
    </Tag>
  );
}

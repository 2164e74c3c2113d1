import type { ReactNode } from 'react';
import { ChevronRightIcon } from '@/components/ui/icons';
import { useTranslation } from '@/i18n/use-translation';
import { BoxIcon, RefundIcon, StarIcon, WalletPayIcon } from './account-icons';
import styles from './order-shortcuts.module.css';

export type OrderCounts = { pendingPayment: number; toReceive: number; refund: number; toReview: number };
export type OrderShortcut = keyof OrderCounts;

type Props = {
  /** Absent while loading or when the call failed: the entries show without numbers. */
  counts?: OrderCounts;
  onOpen: (which: OrderShortcut) => void;
  onAll: () => void;
};

const items: { key: OrderShortcut; icon: ReactNode }[] = [
  { key: 'pendingPayment', icon: <WalletPayIcon size={26} /> },
  { key: 'toReceive', icon: <BoxIcon size={26} /> },
  { key: 'refund', icon: <RefundIcon size={26} /> },
  { key: 'toReview', icon: <StarIcon size={26} /> },
];

const badge = (n: number) => (n > 99 ? '99+' : String(n));

/** "My orders" with the order list tabs and reviews to write, each with its count when known. */
export function OrderShortcuts({ counts, onOpen, onAll }: Props) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby="profile-orders">
      <div className={styles.head}>
        <h2 id="profile-orders" className={styles.title}>
          {t('account.orders.title')}
        </h2>
        <button type="button" className={styles.all} onClick={onAll}>
          {t('account.orders.all')}
          <ChevronRightIcon size={16} />
        </button>
      </div>
      <ul className={styles.grid}>
        {items.map(({ key, icon }) => {
          const n = counts?.[key] ?? 0;
          return (
            <li key={key}>
              <button type="button" className={styles.item} onClick={() => onOpen(key)}>
                <span className={styles.icon}>
                  {icon}
                  {n > 0 && (
                    <span className={styles.badge} aria-hidden="true">
                      {badge(n)}
                    </span>
                  )}
                </span>
                <span className={styles.label}>{t(`account.orders.${key}`)}</span>
                {n > 0 && <span className="wf-sr-only">{t('account.orders.count', { count: n })}</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

import Button from 'antd-mobile/es/components/button';
import { BottomPopup } from '@/components/ui/bottom-popup';
import { StatusTag } from '@/components/ui/status-tag';
import { href, paths } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { navigate } from '@/lib/navigation';
import { useMoney } from '@/lib/use-money';
import type { WithdrawSubmitted } from '../hooks/use-withdraw';
import { withdrawalStatusKey, withdrawalTone } from '../utils/status';
import { ResultHead } from './result-head';
import styles from './wallet-screen.module.css';

/** What a submitted withdrawal holds: status, fee, what arrives, the balance after; then details or done. */
export function WithdrawDoneSheet({ done, onClose }: { done: WithdrawSubmitted | null; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useMoney();
  return (
    <BottomPopup visible={done !== null} onClose={onClose} title={t('wallet.withdraw.done_title')}>
      {done && (
        <div className={styles.doneSheet} data-testid="withdraw-done">
          <ResultHead
            tone={withdrawalTone(done.status)}
            title={t('wallet.result.withdraw_review')}
            amount={`-${format(done.amount, done.unit)}`}
          />
          <dl className={styles.rows}>
            <div className={styles.row}>
              <dt>{t('wallet.result.status')}</dt>
              <dd>
                <StatusTag tone={withdrawalTone(done.status)}>{t(withdrawalStatusKey(done.status))}</StatusTag>
              </dd>
            </div>
            <div className={styles.row}>
              <dt>{t('wallet.result.fee')}</dt>
              <dd>{format(done.fee, done.unit)}</dd>
            </div>
            <div className={`${styles.row} ${styles.strong}`}>
              <dt>{t('wallet.result.receive')}</dt>
              <dd>{format(done.amount - done.fee, done.unit)}</dd>
            </div>
            <div className={styles.row}>
              <dt>{t('wallet.withdraw.balance_after')}</dt>
              <dd>{format(done.balance, done.unit)}</dd>
            </div>
          </dl>
          <p className={styles.footerNote}>{t('wallet.result.withdraw_next')}</p>
          <div className={styles.buttons}>
            <Button
              block
              fill="outline"
              color="primary"
              shape="rounded"
              onClick={() => {
                const id = done.withdrawalId;
                onClose();
                void navigate(href(paths.payInfo, { kind: 'withdraw', id }));
              }}
            >
              {t('wallet.result.details')}
            </Button>
            <Button block color="primary" shape="rounded" onClick={onClose}>
              {t('wallet.result.done')}
            </Button>
          </div>
        </div>
      )}
    </BottomPopup>
  );
}

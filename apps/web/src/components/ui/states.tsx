import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { translateError } from '@/lib/api-client';
import { useDelayed } from '@/lib/use-delayed';
import { useOnline } from '@/lib/use-online';
import styles from './states.module.css';
import { StatusBlock } from './status-block';

type LoadingProps = { variant?: 'list' | 'cards' | 'detail'; rows?: number; label?: string };

/** Skeleton placeholders, shown only after 200 ms (spec section 2). */
export function LoadingState({ variant = 'list', rows = 4, label }: LoadingProps) {
  const { t } = useTranslation();
  const shown = useDelayed(true);
  return (
    <div className={styles.loading} role="status" aria-live="polite" aria-busy="true">
      <span className="wf-sr-only">{label ?? t('common.loading')}</span>
      {shown &&
        (variant === 'detail' ? (
          <div className={styles.detail}>
            <Skeleton animated className={styles.cover} />
            <Skeleton.Title animated />
            <Skeleton.Paragraph lineCount={6} animated />
          </div>
        ) : (
          Array.from({ length: rows }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <div key={i} className={variant === 'cards' ? styles.card : styles.row}>
              {variant === 'cards' && <Skeleton animated className={styles.thumb} />}
              <div className={styles.lines}>
                <Skeleton.Title animated />
                <Skeleton.Paragraph lineCount={2} animated />
              </div>
            </div>
          ))
        ))}
    </div>
  );
}

type EmptyProps = { title?: ReactNode; description?: ReactNode; action?: ReactNode };

export function EmptyState({ title, description, action }: EmptyProps) {
  const { t } = useTranslation();
  return (
    <StatusBlock kind="empty" title={title ?? t('common.empty')} description={description}>
      {action}
    </StatusBlock>
  );
}

type ErrorProps = { error?: unknown; onRetry?: () => void; title?: ReactNode; compact?: boolean };

/** A failed load: what went wrong in the user's language, offline said plainly, and a retry. */
export function ErrorState({ error, onRetry, title, compact }: ErrorProps) {
  const { t } = useTranslation();
  const online = useOnline();
  const description = online ? (error === undefined ? '' : translateError(error)) : t('common.offline_hint');
  return (
    <div role="alert">
      <StatusBlock
        kind={online ? 'error' : 'offline'}
        compact={compact}
        title={title ?? (online ? t('common.load_failed') : t('common.offline'))}
        description={description}
      >
        {onRetry && (
          <Button color="primary" fill="outline" shape="rounded" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        )}
      </StatusBlock>
    </div>
  );
}

import { Page } from '@/components/ui/page';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useProtocol } from '@/features/content/api/get-protocol';
import { HtmlContent } from '@/features/content/components/html-content';
import { currentLocale } from '@/i18n';
import { useTranslation } from '@/i18n/use-translation';
import { formatDate } from '@/lib/format';
import styles from './content.module.css';

/** Protocol pages (user agreement, privacy policy...) by `key`, as sanitized HTML. */
export default function Rich({ query, title }: { query: Record<string, string | undefined>; title?: string }) {
  const { t } = useTranslation();
  const protocolKey = query.key ?? '';
  const page = useProtocol(protocolKey, currentLocale());
  return (
    <Page title={page.data?.title ?? title ?? t('pages.rich')} plain>
      {!protocolKey ? (
        <ErrorState title={t('info.missing')} />
      ) : page.isPending ? (
        <div className={styles.article}>
          <LoadingState variant="list" rows={5} />
        </div>
      ) : page.isError ? (
        <ErrorState error={page.error} onRetry={() => void page.refetch()} />
      ) : (
        <article className={styles.article}>
          <HtmlContent html={page.data.content} />
          {page.data.updatedAt && (
            <p className={styles.updated}>{t('info.updated', { date: formatDate(page.data.updatedAt) })}</p>
          )}
        </article>
      )}
    </Page>
  );
}

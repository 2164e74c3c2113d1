import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { href, paths } from '@/config/paths';
import { useArticleList } from '@/features/content/api/get-article-list';
import type { ArticleKind } from '@/features/content/api/keys';
import { ArticleItem } from '@/features/content/components/article-item';
import { currentLocale } from '@/i18n';
import { navigate } from '@/lib/navigation';
import styles from './content.module.css';

/** News or help articles (`type=news|help`), with infinite scroll and pull to refresh. */
export default function InfoList({ type }: { type?: string }) {
  const { t } = useTranslation();
  const kind: ArticleKind = type === 'help' ? 'help' : 'news';
  const list = useArticleList(kind, currentLocale());
  const items = list.data?.pages.flatMap((p) => p.list) ?? [];

  return (
    <Page title={kind === 'help' ? t('info.help_title') : t('info.news_title')}>
      {list.isPending ? (
        <LoadingState variant={kind === 'news' ? 'cards' : 'list'} rows={6} />
      ) : list.isError && items.length === 0 ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <PullToRefresh
          onRefresh={async () => {
            await list.refetch();
          }}
          pullingText={t('common.pull_to_refresh')}
          canReleaseText={t('common.release_to_refresh')}
          refreshingText={t('common.refreshing')}
          completeText={t('common.refreshed')}
        >
          {items.length === 0 ? (
            <EmptyState title={kind === 'help' ? t('info.help_empty') : t('info.news_empty')} />
          ) : (
            <>
              <ul className={styles.list}>
                {items.map((a) => (
                  <li key={a._id}>
                    <ArticleItem
                      article={a}
                      showDate={kind === 'news'}
                      onOpen={() => void navigate(href(paths.infoDetail, { id: a._id, type: kind }))}
                    />
                  </li>
                ))}
              </ul>
              <InfiniteScroll
                hasMore={list.hasNextPage}
                threshold={50}
                loadMore={async () => {
                  const res = await list.fetchNextPage();
                  if (res.isError) throw res.error;
                }}
              >
                {(hasMore, failed, retry) =>
                  failed ? (
                    <button type="button" className={styles.retry} onClick={() => void retry()}>
                      {t('common.load_more_failed')}
                    </button>
                  ) : hasMore ? (
                    <span className={styles.more}>{t('common.loading')}</span>
                  ) : (
                    <span className={styles.more}>{t('common.no_more')}</span>
                  )
                }
              </InfiniteScroll>
            </>
          )}
        </PullToRefresh>
      )}
    </Page>
  );
}

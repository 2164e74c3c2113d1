import { Page } from '@/components/ui/page';
import { PagedList } from '@/components/ui/paged-list';
import { EmptyState, LoadingState } from '@/components/ui/states';
import { href, paths } from '@/config/paths';
import { useArticleList } from '@/features/content/api/get-article-list';
import type { ArticleKind } from '@/features/content/api/keys';
import { ArticleItem } from '@/features/content/components/article-item';
import { currentLocale } from '@/i18n';
import { useTranslation } from '@/i18n/use-translation';
import { navigate } from '@/lib/navigation';

/** News or help articles (`type=news|help`), with infinite scroll and pull to refresh. */
export default function InfoList({ type }: { type?: string }) {
  const { t } = useTranslation();
  const kind: ArticleKind = type === 'help' ? 'help' : 'news';
  const list = useArticleList(kind, currentLocale());

  return (
    <Page title={kind === 'help' ? t('info.help_title') : t('info.news_title')}>
      <PagedList
        query={list}
        loading={<LoadingState variant={kind === 'news' ? 'cards' : 'list'} rows={6} />}
        empty={<EmptyState title={kind === 'help' ? t('info.help_empty') : t('info.news_empty')} />}
        itemKey={(a) => a._id}
        renderItem={(a) => (
          <ArticleItem
            article={a}
            showDate={kind === 'news'}
            onOpen={() => void navigate(href(paths.infoDetail, { id: a._id, type: kind }))}
          />
        )}
      />
    </Page>
  );
}

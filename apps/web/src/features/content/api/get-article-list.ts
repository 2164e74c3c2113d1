import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { getHelpList, getNewList } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { type ArticleKind, contentKeys, PAGE_SIZE } from './keys';

export const fetchNewsList = defineFetcher<typeof getNewList>('/config/GetNewList', { silent: true });
export const fetchHelpList = defineFetcher<typeof getHelpList>('/config/GetHelpList', { silent: true });

/** News (newest first) or help articles, page by page for infinite scroll. */
export const articleListQuery = (kind: ArticleKind, locale: string) =>
  infiniteQueryOptions({
    queryKey: contentKeys.list(kind, locale),
    queryFn: ({ pageParam, signal }) =>
      (kind === 'help' ? fetchHelpList : fetchNewsList)({ page: pageParam, limt: PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    staleTime: 60_000,
  });

export const useArticleList = (kind: ArticleKind, locale: string) => useInfiniteQuery(articleListQuery(kind, locale));

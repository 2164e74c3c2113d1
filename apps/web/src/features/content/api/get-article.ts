import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getHelpInfo, getNewInfo } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { type ArticleKind, contentKeys } from './keys';

export const fetchNewsInfo = defineFetcher<typeof getNewInfo>('/config/GetNewInfo', { silent: true });
export const fetchHelpInfo = defineFetcher<typeof getHelpInfo>('/config/GetHelpInfo', { silent: true });

export const articleQuery = (kind: ArticleKind, id: string, locale: string) =>
  queryOptions({
    queryKey: contentKeys.detail(kind, id, locale),
    queryFn: ({ signal }) => (kind === 'help' ? fetchHelpInfo : fetchNewsInfo)({ _id: id }, { signal }),
    staleTime: 5 * 60_000,
  });

export const useArticle = (kind: ArticleKind, id: string, locale: string) =>
  useQuery({ ...articleQuery(kind, id, locale), enabled: id !== '' });

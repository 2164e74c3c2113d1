export type ArticleKind = 'news' | 'help';

export const contentKeys = {
  all: ['content'] as const,
  list: (kind: ArticleKind, locale: string) => [...contentKeys.all, kind, 'list', locale] as const,
  detail: (kind: ArticleKind, id: string, locale: string) => [...contentKeys.all, kind, 'detail', id, locale] as const,
  protocol: (key: string, locale: string) => [...contentKeys.all, 'protocol', key, locale] as const,
};

export const PAGE_SIZE = 20;

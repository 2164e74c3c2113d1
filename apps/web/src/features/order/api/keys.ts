/**
 * Query keys of orders. Order texts are stored in the language they were ordered in, so no key is per
 * locale. Every list and badge count sits under `lists()`/`counts()`, each order under `detail(oid)`.
 */
export const orderKeys = {
  all: ['order'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (tab: number) => [...orderKeys.lists(), tab] as const,
  counts: () => [...orderKeys.all, 'counts'] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (oid: string) => [...orderKeys.details(), oid] as const,
};

export const ORDER_PAGE_SIZE = 10;

/** Where distance, range and the delivery fee are measured from: a saved address or a map point. */
export type DeliveryWhere = { addressId?: string; latitude?: number; longitude?: number };

/** Filters of the takeout list, as the list call takes them. */
export type MerchantFilters = {
  category?: string;
  name?: string;
  sort: 'default' | 'distance' | 'rating' | 'sales' | 'priceAsc' | 'priceDesc';
  /** Minor units of the user's own currency, as typed (never converted); null ends are open. */
  priceInterval?: [number | null, number | null];
  /** Only restaurants open now. */
  openNow?: boolean;
  /** Only restaurants that deliver for free. */
  freeDelivery?: boolean;
  /** Only restaurants rated at least this (4.5). */
  minRating?: number;
};

/** Query keys of food delivery: lists and menus are per locale (names are translated by the server). */
export const takeoutKeys = {
  all: ['takeout'] as const,
  merchantList: (filters: MerchantFilters, where: DeliveryWhere, locale: string) =>
    [...takeoutKeys.all, 'merchants', filters, where, locale] as const,
  merchant: (mid: string, where: DeliveryWhere, locale: string) =>
    [...takeoutKeys.all, 'merchant', mid, where, locale] as const,
  delivery: (mid: string, where: DeliveryWhere) => [...takeoutKeys.all, 'delivery', mid, where] as const,
  search: (text: string, where: DeliveryWhere, locale: string) =>
    [...takeoutKeys.all, 'search', text, where, locale] as const,
};

export const PAGE_SIZE = 20;

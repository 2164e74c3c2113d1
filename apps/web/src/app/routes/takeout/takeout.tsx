import type { MerchantCard, Product } from '@wayfare/contracts';
import Button from 'antd-mobile/es/components/button';
import SearchBar, { type SearchBarRef } from 'antd-mobile/es/components/search-bar';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Page } from '@/components/ui/page';
import { href, paths } from '@/config/paths';
import { useMerchantList } from '@/features/takeout/api/get-merchant-list';
import type { MerchantFilters } from '@/features/takeout/api/keys';
import { CategoryChips } from '@/features/takeout/components/category-chips';
import { DeliveryHeader } from '@/features/takeout/components/delivery-header';
import { MerchantFeed } from '@/features/takeout/components/merchant-feed';
import { PriceFilterSheet } from '@/features/takeout/components/price-filter-sheet';
import { QuickFilters, type QuickFilterValue } from '@/features/takeout/components/quick-filters';
import { SearchResults } from '@/features/takeout/components/search-results';
import { SortBar, sorts } from '@/features/takeout/components/sort-bar';
import { useDeliveryTarget } from '@/features/takeout/hooks/use-delivery-target';
import { isFoodCategory } from '@/features/takeout/utils/food-categories';
import {
  type DisplayInterval,
  type PriceDraft,
  toDisplayInterval,
  toPriceDraft,
} from '@/features/takeout/utils/price-interval';
import { currentLocale } from '@/i18n';
import { useTranslation } from '@/i18n/use-translation';
import { useCurrency } from '@/lib/currency';
import { navigate } from '@/lib/navigation';
import { useDebounced } from '@/lib/use-debounced';
import { useMoney } from '@/lib/use-money';
import styles from './takeout.module.css';

const minorOf = (v: string | null) => (v !== null && /^\d{1,12}$/.test(v) ? Number(v) : null);

/** A restaurant's menu (one function for every card, so a memoised card is not drawn again for a new one). */
const open = (m: MerchantCard) => void navigate(href(paths.merchant, { mid: m.mid }));

/** "4.5+": the rating the top-rated filter asks for. */
const TOP_RATING = 4.5;

/**
 * Food delivery: where it goes (opens the address picker), search, cuisine chips, "Open now", "Free
 * delivery" and "4.5+", sort, price range per person; restaurants with distance, fee, open or closed and
 * out of range, page by page. Typing in the search box shows restaurants and dishes matching in any
 * language (`/product/SearchFood`, debounced) instead of the list. Every filter lives in the address
 * (`category`, `sort`, `name` the search text, `open`, `free`, `top`, `pmin`/`pmax` in minor units of the
 * user's currency, as typed), so back and reload keep them; `focus=1` (home's search box) puts the cursor
 * in the search box.
 */
export default function Takeout() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const currency = useCurrency();
  const format = useMoney();
  // The price range is typed and sent in the user's own currency (minor units), never converted.
  const unit = currency?.unit ?? 'USD';
  const target = useDeliveryTarget();
  const [priceOpen, setPriceOpen] = useState(false);

  const rawCategory = params.get('category') ?? undefined;
  const category = isFoodCategory(rawCategory) ? rawCategory : undefined;
  const rawSort = params.get('sort') as MerchantFilters['sort'] | null;
  const sort = rawSort && sorts.includes(rawSort) ? rawSort : 'default';
  const [search, setSearch] = useState(params.get('name') ?? '');
  const name = useDebounced(search.trim(), 300);
  const searchBox = useRef<SearchBarRef>(null);
  const focus = params.get('focus') === '1';
  useEffect(() => {
    if (focus) searchBox.current?.focus();
  }, [focus]);
  const quick: QuickFilterValue = {
    openNow: params.get('open') === '1',
    freeDelivery: params.get('free') === '1',
    topRated: params.get('top') === '1',
  };
  const pmin = minorOf(params.get('pmin'));
  const pmax = minorOf(params.get('pmax'));
  const typed = useMemo<DisplayInterval | undefined>(
    () => (pmin === null && pmax === null ? undefined : [pmin, pmax]),
    [pmin, pmax],
  );
  const priceInterval = typed;

  const filters: MerchantFilters = {
    category,
    sort,
    priceInterval,
    openNow: quick.openNow || undefined,
    freeDelivery: quick.freeDelivery || undefined,
    minRating: quick.topRated ? TOP_RATING : undefined,
  };
  const searching = name.length > 0;
  const where = target?.where ?? {};
  const list = useMerchantList(filters, where, currentLocale(), !searching);

  const setQuery = (patch: Record<string, string | undefined>) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch)) {
          if (v === undefined || v === '') p.delete(k);
          else p.set(k, v);
        }
        return p;
      },
      { replace: true },
    );

  const priceDraft = useMemo(() => toPriceDraft(typed, unit), [typed, unit]);
  const applyPrice = (draft: PriceDraft) => {
    const interval = toDisplayInterval(draft, unit);
    setQuery({ pmin: interval?.[0]?.toString(), pmax: interval?.[1]?.toString() });
    setPriceOpen(false);
  };
  const money = (minor: number) => format(minor, unit);
  const priceLabel = typed
    ? pmin !== null && pmax !== null
      ? `${money(pmin)} – ${money(pmax)}`
      : pmin !== null
        ? `≥ ${money(pmin)}`
        : `≤ ${money(pmax ?? 0)}`
    : null;
  const filtered = Boolean(category || typed || quick.openNow || quick.freeDelivery || quick.topRated);
  // A dish found: its restaurant's menu, searched for that dish.
  const openDish = (d: { product: Product; merchant: MerchantCard }) =>
    void navigate(href(paths.merchant, { mid: d.merchant.mid, q: d.product.name }));
  const quickParam = { openNow: 'open', freeDelivery: 'free', topRated: 'top' } as const;

  return (
    <Page
      title={
        <DeliveryHeader
          text={target?.text ?? null}
          onChange={() => void navigate(href(paths.userAddress, { select: 1 }))}
        />
      }
    >
      <div className={styles.sticky}>
        <div className={styles.search}>
          <SearchBar
            ref={searchBox}
            placeholder={t('takeout.search_placeholder')}
            aria-label={t('takeout.search_placeholder')}
            value={search}
            onChange={(v) => {
              setSearch(v);
              setQuery({ name: v.trim() || undefined });
            }}
            onClear={() => setQuery({ name: undefined })}
            // antd's clear icon is an unlabelled-role div (axe: aria-prohibited-attr); a real button clears instead.
            clearable={false}
            showCancelButton={(_focus, value) => value.length > 0}
            cancelText={t('common.cancel')}
            onCancel={() => {
              setSearch('');
              setQuery({ name: undefined });
            }}
            style={{ '--height': '40px', '--border-radius': '20px' }}
          />
        </div>
        {!searching && (
          <>
            <CategoryChips value={category} onChange={(c) => setQuery({ category: c })} />
            <QuickFilters
              value={quick}
              onToggle={(k) => setQuery({ [quickParam[k]]: quick[k] ? undefined : '1' })}
              onCategories={() => void navigate(paths.category)}
            />
            <SortBar
              sort={sort}
              onSort={(s) => setQuery({ sort: s === 'default' ? undefined : s })}
              priceLabel={priceLabel}
              onPrice={() => setPriceOpen(true)}
            />
          </>
        )}
      </div>

      {searching ? (
        <SearchResults text={name} where={where} locale={currentLocale()} onMerchant={open} onDish={openDish} />
      ) : (
        <MerchantFeed
          query={list}
          onOpen={open}
          filtered={filtered}
          emptyAction={
            filtered && (
              <Button
                color="primary"
                fill="outline"
                shape="rounded"
                onClick={() => {
                  setQuery({
                    category: undefined,
                    pmin: undefined,
                    pmax: undefined,
                    open: undefined,
                    free: undefined,
                    top: undefined,
                  });
                }}
              >
                {t('takeout.list.clear_filters')}
              </Button>
            )
          }
        />
      )}

      <PriceFilterSheet
        unit={unit}
        visible={priceOpen}
        value={priceDraft}
        onClose={() => setPriceOpen(false)}
        onApply={applyPrice}
      />
    </Page>
  );
}

import type { MerchantCard } from '@wayfare/contracts';
import Button from 'antd-mobile/es/components/button';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '@/components/ui/page';
import { href, paths } from '@/config/paths';
import { useMerchantList } from '@/features/takeout/api/get-merchant-list';
import type { MerchantFilters } from '@/features/takeout/api/keys';
import { CategoryChips } from '@/features/takeout/components/category-chips';
import { DeliveryHeader } from '@/features/takeout/components/delivery-header';
import { MerchantFeed } from '@/features/takeout/components/merchant-feed';
import { PriceFilterSheet } from '@/features/takeout/components/price-filter-sheet';
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
import { useCurrency } from '@/lib/currency';
import { navigate } from '@/lib/navigation';
import { useDebounced } from '@/lib/use-debounced';
import { useMoney } from '@/lib/use-money';
import styles from './takeout.module.css';

const minorOf = (v: string | null) => (v !== null && /^\d{1,12}$/.test(v) ? Number(v) : null);

/**
 * Food delivery: where it goes (opens the address picker), cuisine chips, name search, sort, price range
 * per person; restaurants with distance, fee, open or closed and out of range, page by page. Every filter
 * lives in the address (`category`, `sort`, `name`, `pmin`/`pmax` in minor units of the user's currency, as
 * typed), so back and reload keep them.
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
  const name = useDebounced(search.trim(), 400);
  const pmin = minorOf(params.get('pmin'));
  const pmax = minorOf(params.get('pmax'));
  const typed = useMemo<DisplayInterval | undefined>(
    () => (pmin === null && pmax === null ? undefined : [pmin, pmax]),
    [pmin, pmax],
  );
  const priceInterval = typed;

  const filters: MerchantFilters = { category, sort, name: name || undefined, priceInterval };
  const list = useMerchantList(filters, target?.where ?? {}, currentLocale());

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
  const filtered = Boolean(category || name || typed);
  const open = (m: MerchantCard) => void navigate(href(paths.merchant, { mid: m.mid }));

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
            placeholder={t('takeout.search_placeholder')}
            value={search}
            onChange={(v) => {
              setSearch(v);
              setQuery({ name: v.trim() || undefined });
            }}
            onClear={() => setQuery({ name: undefined })}
            style={{ '--height': '40px', '--border-radius': '20px' }}
          />
        </div>
        <CategoryChips value={category} onChange={(c) => setQuery({ category: c })} />
        <SortBar
          sort={sort}
          onSort={(s) => setQuery({ sort: s === 'default' ? undefined : s })}
          priceLabel={priceLabel}
          onPrice={() => setPriceOpen(true)}
        />
      </div>

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
                setSearch('');
                setQuery({ category: undefined, name: undefined, pmin: undefined, pmax: undefined });
              }}
            >
              {t('takeout.list.clear_filters')}
            </Button>
          )
        }
      />

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

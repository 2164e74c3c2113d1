import type { MerchantCard, Product } from '@wayfare/contracts';
import { useState } from 'react';
import { LazyImage } from '@/components/ui/lazy-image';
import { PriceTag } from '@/components/ui/price-tag';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useTranslation } from '@/i18n/use-translation';
import type { DeliveryWhere } from '../api/keys';
import { useSearchFood } from '../api/search-food';
import styles from './search-results.module.css';
import { TakeoutMerchant } from './takeout-merchant';

type Props = {
  /** The debounced, trimmed text (nothing is asked while it is empty). */
  text: string;
  where: DeliveryWhere;
  locale: string;
  onMerchant: (m: MerchantCard) => void;
  onDish: (d: { product: Product; merchant: MerchantCard }) => void;
};

/** Restaurants shown before the dishes; the rest on request, so dishes are in reach without scrolling far. */
const FIRST_MERCHANTS = 3;

/** What a search finds: the best restaurants, then dishes each with its restaurant's name and state. */
export function SearchResults({ text, where, locale, onMerchant, onDish }: Props) {
  const { t } = useTranslation();
  const query = useSearchFood(text, where, locale);
  const [allMerchants, setAllMerchants] = useState(false);
  if (query.isPending) return <LoadingState variant="cards" rows={3} label={t('takeout.search.searching')} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const { merchants, dishes } = query.data;
  return (
    <div className={styles.results} data-testid="search-results" aria-busy={query.isFetching}>
      <p className="wf-sr-only" aria-live="polite">
        {t('takeout.search.found', { merchants: merchants.length, dishes: dishes.length })}
      </p>
      {merchants.length === 0 && dishes.length === 0 ? (
        <EmptyState title={t('takeout.search.none', { text })} description={t('takeout.search.none_hint')} />
      ) : (
        <>
          {merchants.length > 0 && (
            <section aria-labelledby="wf-search-merchants">
              <h2 id="wf-search-merchants" className={styles.heading}>
                {t('takeout.search.restaurants')}
              </h2>
              <ul className={styles.list}>
                {(allMerchants ? merchants : merchants.slice(0, FIRST_MERCHANTS)).map((m) => (
                  <li key={m.mid}>
                    <TakeoutMerchant merchant={m} onOpen={onMerchant} />
                  </li>
                ))}
              </ul>
              {!allMerchants && merchants.length > FIRST_MERCHANTS && (
                <button
                  type="button"
                  className={styles.more}
                  onClick={() => setAllMerchants(true)}
                  data-testid="search-more-merchants"
                >
                  {t('takeout.search.more_restaurants', { count: merchants.length - FIRST_MERCHANTS })}
                </button>
              )}
            </section>
          )}
          {dishes.length > 0 && (
            <section aria-labelledby="wf-search-dishes">
              <h2 id="wf-search-dishes" className={styles.heading}>
                {t('takeout.search.dishes')}
              </h2>
              <ul className={styles.dishes}>
                {dishes.map((d) => (
                  <li key={d.product.pid}>
                    <button
                      type="button"
                      className={styles.dish}
                      onClick={() => onDish(d)}
                      data-testid="search-dish"
                      data-mid={d.merchant.mid}
                      data-open={d.merchant.open}
                    >
                      <LazyImage src={d.product.image} alt="" ratio={1} className={styles.image} />
                      <span className={styles.info}>
                        <span className={styles.name} data-testid="search-dish-name">
                          {d.product.name}
                        </span>
                        <span className={styles.merchant} data-testid="search-dish-merchant">
                          {d.merchant.name}
                          {!d.merchant.open && (
                            <span className={styles.closed}>
                              {' · '}
                              {d.merchant.opensAt
                                ? t('takeout.card.opens_at', { time: d.merchant.opensAt })
                                : t('takeout.card.closed')}
                            </span>
                          )}
                        </span>
                        <span className={styles.bottom}>
                          <PriceTag amount={d.product.price} unit={d.product.unit} size="md" />
                          {d.product.stock === 0 && (
                            <span className={styles.soldOut}>{t('takeout.product.sold_out')}</span>
                          )}
                        </span>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  );
}

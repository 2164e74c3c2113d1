import type { ResponseOf, searchPlaces } from '@wayfare/contracts';
import Button from 'antd-mobile/es/components/button';
import { PinIcon } from '@/components/ui/icons';
import { Rating } from '@/components/ui/rating';
import { LoadingState } from '@/components/ui/states';
import { useTranslation } from '@/i18n/use-translation';
import { translateError } from '@/lib/api-client';
import styles from './place-search.module.css';

export type Place = ResponseOf<typeof searchPlaces>['list'][number];

type Props = {
  places: Place[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  onPick: (place: Place) => void;
  onClose: () => void;
  /** "1.2 km" from the pin, per place. */
  distanceOf: (place: Place) => string | null;
};

/** What the place search found (name, address, rating, distance); tapping one moves the map there. */
export function PlaceResults({ places, loading, error, onRetry, onPick, onClose, distanceOf }: Props) {
  const { t } = useTranslation();
  return (
    <div className={styles.panel} data-testid="place-results">
      <div className={styles.panelHead}>
        <h2 className={styles.panelTitle}>{t('address.location.results')}</h2>
        <button type="button" className={styles.panelClose} onClick={onClose}>
          {t('address.location.close_results')}
        </button>
      </div>
      {loading ? (
        <LoadingState rows={3} label={t('address.location.searching')} />
      ) : error ? (
        <div className={styles.problem} role="alert" data-testid="place-error">
          <p>{translateError(error)}</p>
          <Button size="small" color="primary" fill="outline" shape="rounded" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </div>
      ) : !places || places.length === 0 ? (
        <div className={styles.problem}>
          <p className={styles.problemTitle}>{t('address.location.no_results')}</p>
          <p>{t('address.location.no_results_hint')}</p>
        </div>
      ) : (
        <ul className={styles.list}>
          {places.map((p) => {
            const distance = distanceOf(p);
            return (
              <li key={p.placeId}>
                <button type="button" className={styles.place} onClick={() => onPick(p)} data-testid="place-item">
                  <PinIcon size={18} className={styles.placeIcon} />
                  <span className={styles.placeText}>
                    <span className={styles.placeName}>{p.name || p.address}</span>
                    {p.name && p.address && <span className={styles.placeAddress}>{p.address}</span>}
                    <span className={styles.placeMeta}>
                      {p.rating !== null && <Rating value={p.rating} compact />}
                      {distance && <span>{distance}</span>}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

import { majorText, parseMajor } from '@wayfare/contracts';
import type { HotelAmenity } from '@wayfare/contracts/enums';
import Button from 'antd-mobile/es/components/button';
import { type ReactNode, useEffect, useState } from 'react';
import { BottomPopup } from '@/components/ui/bottom-popup';
import { useTranslation } from '@/i18n/use-translation';
import { useIntlLocale } from '@/lib/format';
import { currencySymbol } from '@/lib/money';
import { formatDecimal } from '@/lib/numbers';
import { amenityText } from '../utils/amenity-text';
import { type StayFilters, scoreFloors } from '../utils/stay-query';
import styles from './filter-sheet.module.css';

export type FilterValue = Omit<StayFilters, 'sort'>;

type Props = {
  visible: boolean;
  value: FilterValue;
  /** The viewer's currency: the price per night is typed in it. */
  unit: string;
  /** Amenity keys to offer (`pool`, `free_wifi`...). */
  amenities: readonly HotelAmenity[];
  onClose: () => void;
  onApply: (v: FilterValue) => void;
};

const STAR_CHOICES = [5, 4, 3, 2] as const;

const minorOf = (s: string, unit: string): number | null | 'bad' => {
  if (!s.trim()) return null;
  const v = parseMajor(s.trim(), unit);
  return typeof v === 'number' && v >= 0 ? v : 'bad';
};

/** Price per night, hotel stars, review score and amenities, applied together. */
export function FilterSheet({ visible, value, unit, amenities, onClose, onApply }: Props) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const [draft, setDraft] = useState(value);
  const [min, setMin] = useState('');
  const [max, setMax] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!visible) return;
    setDraft(value);
    setMin(value.pmin === undefined ? '' : majorText(value.pmin, unit));
    setMax(value.pmax === undefined ? '' : majorText(value.pmax, unit));
    setProblem(null);
  }, [visible, value, unit]);

  const apply = () => {
    const lo = minorOf(min, unit);
    const hi = minorOf(max, unit);
    if (lo === 'bad' || hi === 'bad') return setProblem(t('validation.number'));
    if (lo !== null && hi !== null && hi <= lo) return setProblem(t('errors.price_interval_invalid'));
    onApply({ ...draft, pmin: lo ?? undefined, pmax: hi ?? undefined });
  };

  const toggle = <T,>(list: T[], v: T) => (list.includes(v) ? list.filter((x) => x !== v) : [...list, v]);
  const radio = (key: string, on: boolean, label: ReactNode, onClick: () => void) => (
    // biome-ignore lint/a11y/useSemanticElements: chips behave as radios
    <button
      key={key}
      type="button"
      role="radio"
      aria-checked={on}
      className={`${styles.chip} ${on ? styles.on : ''}`}
      onClick={onClick}
      data-chip={key}
    >
      {label}
    </button>
  );
  const toggleChip = (key: string, on: boolean, label: ReactNode, onClick: () => void) => (
    <button
      key={key}
      type="button"
      aria-pressed={on}
      className={`${styles.chip} ${on ? styles.on : ''}`}
      onClick={onClick}
      data-chip={key}
    >
      {label}
    </button>
  );
  const scoreText = (s: number) => formatDecimal(s, locale, 1);

  return (
    <BottomPopup
      visible={visible}
      onClose={onClose}
      title={t('hotel.filter.title')}
      footer={
        <div className={styles.actions}>
          <Button shape="rounded" onClick={() => onApply({ stars: [], amenities: [] })}>
            {t('hotel.filter.reset')}
          </Button>
          <Button color="primary" shape="rounded" onClick={apply} data-testid="apply-filters">
            {t('hotel.filter.apply')}
          </Button>
        </div>
      }
    >
      <div className={styles.body}>
        <h3 className={styles.heading}>{t('hotel.filter.price', { unit })}</h3>
        <div className={styles.range}>
          <PriceBound
            symbol={currencySymbol(unit)}
            label={t('hotel.filter.min')}
            value={min}
            onChange={(v) => {
              setMin(v);
              setProblem(null);
            }}
            testId="hotel-price-min"
          />
          <span className={styles.to}>–</span>
          <PriceBound
            symbol={currencySymbol(unit)}
            label={t('hotel.filter.max')}
            value={max}
            onChange={(v) => {
              setMax(v);
              setProblem(null);
            }}
            testId="hotel-price-max"
          />
        </div>
        {problem && (
          <p className={styles.error} role="alert">
            {problem}
          </p>
        )}
        <p className={styles.hint}>{t('hotel.filter.price_hint')}</p>

        <fieldset className={styles.set}>
          <legend className={styles.heading}>{t('hotel.filter.stars')}</legend>
          <div className={styles.row}>
            {STAR_CHOICES.map((s) =>
              toggleChip(
                `star-${s}`,
                draft.stars.includes(s),
                <span className={styles.starChip}>
                  {s} <span className={styles.star}>★</span>
                </span>,
                () => setDraft((d) => ({ ...d, stars: toggle(d.stars, s).sort() })),
              ),
            )}
          </div>
        </fieldset>

        <h3 className={styles.heading}>{t('hotel.filter.score')}</h3>
        <div className={styles.row} role="radiogroup" aria-label={t('hotel.filter.score')}>
          {radio('score-any', draft.score === undefined, t('hotel.filter.any_score'), () =>
            setDraft((d) => ({ ...d, score: undefined })),
          )}
          {scoreFloors.map((s) =>
            radio(`score-${s}`, draft.score === s, t('hotel.filter.score_floor', { score: scoreText(s) }), () =>
              setDraft((d) => ({ ...d, score: s })),
            ),
          )}
        </div>

        {amenities.length > 0 && (
          <fieldset className={styles.set}>
            <legend className={styles.heading}>{t('hotel.filter.amenities')}</legend>
            <div className={styles.row}>
              {amenities.map((a) =>
                toggleChip(`amenity-${a}`, draft.amenities.includes(a), amenityText(t, a), () =>
                  setDraft((d) => ({ ...d, amenities: toggle(d.amenities, a).sort() })),
                ),
              )}
            </div>
          </fieldset>
        )}
      </div>
    </BottomPopup>
  );
}

/** One end of the price range, typed in the viewer's currency. */
function PriceBound(props: {
  symbol: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
}) {
  return (
    <label className={styles.field}>
      <span aria-hidden="true">{props.symbol}</span>
      <input
        inputMode="decimal"
        autoComplete="off"
        maxLength={12}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        placeholder={props.label}
        aria-label={props.label}
        data-testid={props.testId}
      />
    </label>
  );
}

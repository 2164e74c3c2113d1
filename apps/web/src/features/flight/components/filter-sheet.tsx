import { majorText, parseMajor } from '@wayfare/contracts';
import type { Cabin } from '@wayfare/contracts/enums';
import Button from 'antd-mobile/es/components/button';
import { type ReactNode, useEffect, useState } from 'react';
import { BottomPopup } from '@/components/ui/bottom-popup';
import { useTranslation } from '@/i18n/use-translation';
import { currencySymbol } from '@/lib/money';
import { cabins, type DepartWindow, departWindows, type ResultFilters, stopsFilters } from '../utils/search-query';
import styles from './filter-sheet.module.css';

export type FilterValue = Pick<ResultFilters, 'dep' | 'pmin' | 'pmax' | 'airline' | 'stops'> & { cabin: Cabin };

type Props = {
  visible: boolean;
  value: FilterValue;
  /** The viewer's currency: the price range is typed in it. */
  unit: string;
  airlines: string[];
  onClose: () => void;
  onApply: (v: FilterValue) => void;
};

const minorOf = (s: string, unit: string): number | null | 'bad' => {
  if (!s.trim()) return null;
  const v = parseMajor(s.trim(), unit);
  return typeof v === 'number' && v >= 0 ? v : 'bad';
};

/** Departure time, cabin, airline and price range, applied together. */
export function FilterSheet({ visible, value, unit, airlines, onClose, onApply }: Props) {
  const { t } = useTranslation();
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

  const chip = (key: string, on: boolean, label: ReactNode, onClick: () => void) => (
    // biome-ignore lint/a11y/useSemanticElements: chips behave as radios
    <button
      key={key}
      type="button"
      role="radio"
      aria-checked={on}
      className={`${styles.chip} ${on ? styles.on : ''}`}
      onClick={onClick}
    >
      {label}
    </button>
  );
  const hours = (w: DepartWindow) => {
    const [a, b] = departWindows[w];
    const hm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:00`;
    return `${hm(a)}–${hm(b)}`;
  };

  return (
    <BottomPopup
      visible={visible}
      onClose={onClose}
      title={t('flight.filter.title')}
      footer={
        <div className={styles.actions}>
          <Button
            shape="rounded"
            onClick={() =>
              onApply({
                cabin: value.cabin,
                dep: undefined,
                pmin: undefined,
                pmax: undefined,
                airline: undefined,
                stops: undefined,
              })
            }
          >
            {t('flight.filter.reset')}
          </Button>
          <Button color="primary" shape="rounded" onClick={apply} data-testid="apply-filters">
            {t('flight.filter.apply')}
          </Button>
        </div>
      }
    >
      <div className={styles.body}>
        <h3 className={styles.heading}>{t('flight.filter.depart_time')}</h3>
        <div className={styles.grid} role="radiogroup" aria-label={t('flight.filter.depart_time')}>
          {(Object.keys(departWindows) as DepartWindow[]).map((w) =>
            chip(
              w,
              draft.dep === w,
              <>
                <span>{t(`flight.filter.window.${w}`)}</span>
                <span className={styles.sub}>{hours(w)}</span>
              </>,
              () => setDraft((d) => ({ ...d, dep: d.dep === w ? undefined : w })),
            ),
          )}
        </div>

        <h3 className={styles.heading}>{t('flight.filter.stops')}</h3>
        <div className={styles.row} role="radiogroup" aria-label={t('flight.filter.stops')}>
          {chip('any', draft.stops === undefined, t('flight.filter.stops_any'), () =>
            setDraft((d) => ({ ...d, stops: undefined })),
          )}
          {stopsFilters.map((n) =>
            chip(`stops-${n}`, draft.stops === n, t(`flight.filter.stops_${n}`), () =>
              setDraft((d) => ({ ...d, stops: n })),
            ),
          )}
        </div>

        <h3 className={styles.heading}>{t('flight.search.cabin')}</h3>
        <div className={styles.row} role="radiogroup" aria-label={t('flight.search.cabin')}>
          {cabins.map((c) =>
            chip(c, draft.cabin === c, t(`flight.cabin.${c}`), () => setDraft((d) => ({ ...d, cabin: c }))),
          )}
        </div>

        {airlines.length > 0 && (
          <>
            <h3 className={styles.heading}>{t('flight.filter.airline')}</h3>
            <div className={styles.row} role="radiogroup" aria-label={t('flight.filter.airline')}>
              {chip('all', !draft.airline, t('flight.filter.any_airline'), () =>
                setDraft((d) => ({ ...d, airline: undefined })),
              )}
              {airlines.map((a) => chip(a, draft.airline === a, a, () => setDraft((d) => ({ ...d, airline: a }))))}
            </div>
          </>
        )}

        <h3 className={styles.heading}>{t('flight.filter.price', { unit })}</h3>
        <div className={styles.range}>
          <PriceBound
            symbol={currencySymbol(unit)}
            label={t('flight.filter.min')}
            value={min}
            onChange={(v) => {
              setMin(v);
              setProblem(null);
            }}
            testId="flight-price-min"
          />
          <span className={styles.to}>–</span>
          <PriceBound
            symbol={currencySymbol(unit)}
            label={t('flight.filter.max')}
            value={max}
            onChange={(v) => {
              setMax(v);
              setProblem(null);
            }}
            testId="flight-price-max"
          />
        </div>
        {problem && (
          <p className={styles.error} role="alert">
            {problem}
          </p>
        )}
        <p className={styles.hint}>{t('flight.filter.price_hint')}</p>
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

import type { getAirports, ResponseOf } from '@wayfare/contracts';
import { useEffect, useRef, useState } from 'react';
import { BottomPopup } from '@/components/ui/bottom-popup';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useTranslation } from '@/i18n/use-translation';
import { useDebounced } from '@/lib/use-debounced';
import { useAirports } from '../api/get-airports';
import styles from './airport-sheet.module.css';

export type Airport = ResponseOf<typeof getAirports>['list'][number];

type Props = {
  visible: boolean;
  /** Which end is being chosen (the sheet's title). */
  end: 'from' | 'to';
  onClose: () => void;
  onPick: (airport: Airport) => void;
};

/** Choosing an airport: type a city, airport or code in any of the five languages; every airport when empty. */
export function AirportSheet({ visible, end, onClose, onPick }: Props) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState('');
  const name = useDebounced(text.trim(), 250);
  const airports = useAirports(name, i18n.language);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!visible) return;
    setText('');
    const id = setTimeout(() => input.current?.focus(), 120);
    return () => clearTimeout(id);
  }, [visible]);

  const list = airports.data?.list ?? [];
  return (
    <BottomPopup
      visible={visible}
      onClose={onClose}
      title={t(end === 'from' ? 'flight.search.from_title' : 'flight.search.to_title')}
    >
      <div className={styles.sheet}>
        <div className={styles.searchBox}>
          <input
            ref={input}
            className={styles.input}
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            maxLength={64}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('flight.search.airport_placeholder')}
            aria-label={t('flight.search.airport_placeholder')}
            data-testid="airport-input"
          />
        </div>
        {!name && <p className={styles.caption}>{t('flight.search.all_airports')}</p>}
        {airports.isPending ? (
          <LoadingState rows={5} />
        ) : airports.isError ? (
          <ErrorState compact error={airports.error} onRetry={() => void airports.refetch()} />
        ) : list.length === 0 ? (
          <p className={styles.none} role="status">
            {t('flight.search.no_airport', { place: name })}
          </p>
        ) : (
          <ul className={styles.list} aria-busy={airports.isFetching}>
            {list.map((a) => (
              <li key={a.code}>
                <button
                  type="button"
                  className={styles.option}
                  onClick={() => onPick(a)}
                  data-testid="airport-option"
                  data-code={a.code}
                >
                  <span className={styles.pin} aria-hidden="true">
                    ✈
                  </span>
                  <span className={styles.text}>
                    <span className={styles.city}>{a.city}</span>
                    <span className={styles.name}>{a.name}</span>
                  </span>
                  <span className={styles.code}>{a.code}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </BottomPopup>
  );
}

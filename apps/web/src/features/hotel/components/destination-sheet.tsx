import { useEffect, useRef, useState } from 'react';
import { BottomPopup } from '@/components/ui/bottom-popup';
import { PinIcon } from '@/components/ui/icons';
import { useTranslation } from '@/i18n/use-translation';
import { formatYmd, useIntlLocale } from '@/lib/format';
import type { RecentStay } from '../utils/recent-searches';
import styles from './destination-sheet.module.css';

/** A city hotels are in: `city` is what the search takes, `name` what is shown (UI language). */
export type Destination = { city: string; name: string; country?: string; hotels?: number };

type Props = {
  visible: boolean;
  destinations: Destination[];
  recent: RecentStay[];
  /** Busy while the device position is read. */
  locating: boolean;
  onClose: () => void;
  onPick: (d: Destination) => void;
  onPickRecent: (r: RecentStay) => void;
  onNearMe: () => void;
};

const norm = (s: string) => s.trim().toLocaleLowerCase();

/**
 * Where to stay: type a city (any language it is named in), take one of the recent searches or popular
 * cities, or search around the device position.
 */
export function DestinationSheet({
  visible,
  destinations,
  recent,
  locating,
  onClose,
  onPick,
  onPickRecent,
  onNearMe,
}: Props) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!visible) return;
    setText('');
    const id = setTimeout(() => input.current?.focus(), 120);
    return () => clearTimeout(id);
  }, [visible]);

  const q = norm(text);
  const matches = q
    ? destinations.filter(
        (d) => norm(d.name).includes(q) || norm(d.city).includes(q) || norm(d.country ?? '').includes(q),
      )
    : destinations;
  const typed = text.trim();

  return (
    <BottomPopup visible={visible} onClose={onClose} title={t('hotel.search.where_title')}>
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
            onKeyDown={(e) => {
              if (e.key === 'Enter' && typed) onPick(matches[0] ?? { city: typed, name: typed });
            }}
            placeholder={t('hotel.search.where_placeholder')}
            aria-label={t('hotel.search.where_placeholder')}
            data-testid="destination-input"
          />
        </div>
        <button type="button" className={styles.near} onClick={onNearMe} disabled={locating} data-testid="near-me">
          <span className={styles.nearIcon} aria-hidden="true">
            <PinIcon size={18} />
          </span>
          <span className={styles.nearText}>
            <span className={styles.nearTitle}>
              {locating ? t('hotel.search.locating') : t('hotel.search.near_me')}
            </span>
            <span className={styles.nearHint}>{t('hotel.search.near_me_hint')}</span>
          </span>
        </button>

        {!q && recent.length > 0 && (
          <>
            <p className={styles.caption}>{t('hotel.recent.title')}</p>
            <ul className={styles.list}>
              {recent.map((r) => (
                <li key={r.city}>
                  <button type="button" className={styles.option} onClick={() => onPickRecent(r)}>
                    <span className={styles.clock} aria-hidden="true">
                      ↺
                    </span>
                    <span className={styles.text}>
                      <span className={styles.city}>{r.cityName || r.city}</span>
                      <span className={styles.sub}>
                        {formatYmd(r.checkIn, locale, 'day')} – {formatYmd(r.checkOut, locale, 'day')} ·{' '}
                        {t('hotel.guests', { count: r.guests })}
                      </span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}

        <p className={styles.caption}>{q ? t('hotel.search.matches') : t('hotel.search.popular')}</p>
        {matches.length === 0 ? (
          typed ? (
            <button
              type="button"
              className={styles.option}
              onClick={() => onPick({ city: typed, name: typed })}
              data-testid="destination-typed"
            >
              <span className={styles.pin} aria-hidden="true">
                <PinIcon size={18} />
              </span>
              <span className={styles.text}>
                <span className={styles.city}>{t('hotel.search.search_for', { place: typed })}</span>
              </span>
            </button>
          ) : null
        ) : (
          <ul className={styles.list}>
            {matches.map((d) => (
              <li key={d.city}>
                <button
                  type="button"
                  className={styles.option}
                  onClick={() => onPick(d)}
                  data-testid="destination-option"
                  data-city={d.city}
                >
                  <span className={styles.pin} aria-hidden="true">
                    <PinIcon size={18} />
                  </span>
                  <span className={styles.text}>
                    <span className={styles.city}>{d.name}</span>
                    {d.country && <span className={styles.sub}>{d.country}</span>}
                  </span>
                  {d.hotels !== undefined && (
                    <span className={styles.count}>{t('hotel.search.hotel_count', { count: d.hotels })}</span>
                  )}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </BottomPopup>
  );
}

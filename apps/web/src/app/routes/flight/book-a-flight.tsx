import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Page } from '@/components/ui/page';
import { href, paths } from '@/config/paths';
import { useAirports } from '@/features/flight/api/get-airports';
import { FlightPerks } from '@/features/flight/components/flight-perks';
import { RecentList } from '@/features/flight/components/recent-list';
import { SearchCard, type SearchDraft } from '@/features/flight/components/search-card';
import { clearRecent, type RecentSearch, readRecent, rememberSearch } from '@/features/flight/utils/recent-searches';
import { clampDate, parseSearch, serializeSearch } from '@/features/flight/utils/search-query';
import { useTranslation } from '@/i18n/use-translation';
import { addDays, todayYmd } from '@/lib/format';
import { navigate } from '@/lib/navigation';
import { toast } from '@/lib/toast';
import styles from './flight.module.css';

const fromRecent = (r: RecentSearch, today: string): SearchDraft => {
  // A remembered date that has passed moves to tomorrow; a return before it moves with it.
  const date = r.date < today ? addDays(today, 1) : clampDate(r.date, today);
  return { ...r, date, ret: r.ret !== undefined && r.ret < date ? date : r.ret };
};

/**
 * book_a_flight: where from and to, when, how many and which cabin; recent searches below. A link may
 * name the search (`start`, `end`, `date`, `ret`, `pax`, `cabin`, as choose_a_flight takes them); otherwise the
 * last search on this device is filled in.
 */
export default function BookAFlight() {
  const { t, i18n } = useTranslation();
  const today = todayYmd();
  const [params] = useSearchParams();
  const [recent, setRecent] = useState(readRecent);
  const [draft, setDraft] = useState<SearchDraft>(() => {
    const { after: _leg, ...linked } = parseSearch(params, today);
    if (linked.start || linked.end)
      return { ...linked, startCity: '', endCity: '', date: params.get('date') ? linked.date : addDays(today, 1) };
    return recent[0]
      ? fromRecent(recent[0], today)
      : { start: '', startCity: '', end: '', endCity: '', date: addDays(today, 1), pax: 1, cabin: 'economy' };
  });

  // Places from a link arrive as codes: name them in the UI language once the airports are known.
  const airports = useAirports('', i18n.language);
  useEffect(() => {
    const list = airports.data?.list;
    if (!list) return;
    const cityOf = (code: string) => list.find((a) => a.code === code.toUpperCase())?.city ?? '';
    setDraft((d) =>
      (d.start && !d.startCity) || (d.end && !d.endCity)
        ? { ...d, startCity: d.startCity || cityOf(d.start), endCity: d.endCity || cityOf(d.end) }
        : d,
    );
  }, [airports.data]);

  const search = () => {
    if (!draft.start) return toast(t('flight.search.need_from'));
    if (!draft.end) return toast(t('flight.search.need_to'));
    if (draft.start === draft.end) return toast(t('flight.search.same_place'));
    const date = clampDate(draft.date, today);
    setRecent(rememberSearch({ ...draft, date }));
    void navigate(href(paths.chooseAFlight, serializeSearch({ ...draft, date })));
  };

  return (
    <Page title={t('pages.bookAFlight')}>
      <div className={styles.hero}>
        <p className={styles.heroTitle}>{t('flight.search.hero_title')}</p>
        <p className={styles.heroText}>{t('flight.search.hero_text')}</p>
      </div>
      <SearchCard value={draft} onChange={setDraft} onSearch={search} />
      <RecentList
        items={recent}
        onPick={(r) => setDraft(fromRecent(r, today))}
        onClear={() => {
          clearRecent();
          setRecent([]);
        }}
      />
      <FlightPerks />
    </Page>
  );
}

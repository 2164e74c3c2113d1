import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { href, paths } from '@/config/paths';
import { FlightPerks } from '@/features/flight/components/flight-perks';
import { RecentList } from '@/features/flight/components/recent-list';
import { SearchCard, type SearchDraft } from '@/features/flight/components/search-card';
import { clearRecent, type RecentSearch, readRecent, rememberSearch } from '@/features/flight/utils/recent-searches';
import { addDays, clampDate, serializeSearch, todayYmd } from '@/features/flight/utils/search-query';
import { navigate } from '@/lib/navigation';
import { toast } from '@/lib/toast';
import styles from './flight.module.css';

const fromRecent = (r: RecentSearch, today: string): SearchDraft => ({
  ...r,
  // A remembered date that has passed moves to tomorrow.
  date: r.date < today ? addDays(today, 1) : clampDate(r.date, today),
});

/** book_a_flight: where from and to, when, how many and which cabin; recent searches below. */
export default function BookAFlight() {
  const { t } = useTranslation();
  const today = todayYmd();
  const [recent, setRecent] = useState(readRecent);
  const [draft, setDraft] = useState<SearchDraft>(() =>
    recent[0]
      ? fromRecent(recent[0], today)
      : { start: '', startCity: '', end: '', endCity: '', date: addDays(today, 1), pax: 1, cabin: 'economy' },
  );

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

import type { Cabin } from '@wayfare/contracts/enums';
import { useTranslation } from '@/i18n/use-translation';
import { formatYmd, useIntlLocale } from '@/lib/format';
import styles from './route-title.module.css';

type Props = { from: string; to: string; date: string; pax: number; cabin: Cabin };

/** The results' nav title: the route, and under it the date, passengers and cabin. */
export function RouteTitle({ from, to, date, pax, cabin }: Props) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  return (
    <span className={styles.title}>
      <span className={styles.route}>
        {from} → {to}
      </span>
      <span className={styles.sub}>
        {formatYmd(date, locale)} · {t('flight.passengers', { count: pax })} · {t(`flight.cabin.${cabin}`)}
      </span>
    </span>
  );
}

import type { ComponentType } from 'react';
import { FlightIcon, FoodIcon, HotelIcon, WalletIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { openLink } from '@/lib/open-link';
import styles from './service-grid.module.css';

type Service = { key: string; icon: string; link: string };

const known: Record<string, { Icon: ComponentType<{ size?: number }>; tone: string; fallback: string }> = {
  food: { Icon: FoodIcon, tone: '#ff6a00', fallback: paths.takeout },
  flights: { Icon: FlightIcon, tone: '#2f7bf6', fallback: paths.bookAFlight },
  hotels: { Icon: HotelIcon, tone: '#8b5cf6', fallback: paths.bookAHotel },
  wallet: { Icon: WalletIcon, tone: '#00a870', fallback: paths.rechargeCenter },
};

const defaults: Service[] = Object.keys(known).map((key) => ({ key, icon: key, link: known[key]?.fallback ?? '' }));

/** The four service entries: food delivery, flights, hotels, wallet. */
export function ServiceGrid({ services }: { services?: Service[] }) {
  const { t } = useTranslation();
  const list = (services?.length ? services : defaults).filter((s) => known[s.key]);
  return (
    <nav className={styles.grid} aria-label={t('home.services_label')}>
      {list.map((s) => {
        const meta = known[s.key];
        if (!meta) return null;
        const { Icon, tone } = meta;
        return (
          <button key={s.key} type="button" className={styles.item} onClick={() => openLink(s.link || meta.fallback)}>
            <span className={styles.icon} style={{ color: tone, background: `${tone}14` }}>
              <Icon size={28} />
            </span>
            <span className={styles.label}>{t(`home.services.${s.key}`)}</span>
          </button>
        );
      })}
    </nav>
  );
}

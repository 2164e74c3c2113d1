import type { Cabin } from '@wayfare/contracts/enums';
import Button from 'antd-mobile/es/components/button';
import { type ReactNode, useState } from 'react';
import { Page } from '@/components/ui/page';
import { PriceTag } from '@/components/ui/price-tag';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { href, paths } from '@/config/paths';
import { useAirlineTicketInfo } from '@/features/flight/api/get-airline-ticket-info';
import { FareOptions } from '@/features/flight/components/fare-options';
import { Itinerary } from '@/features/flight/components/itinerary';
import { PolicyTable } from '@/features/flight/components/policy-table';
import { cabins, MAX_PASSENGERS } from '@/features/flight/utils/search-query';
import { useTranslation } from '@/i18n/use-translation';
import { navigate } from '@/lib/navigation';
import styles from './flight-detail.module.css';

type Props = { _id?: string; cabin?: string; pax?: string; ret?: string };

/** flight_detail: the itinerary, each cabin's fare and seats, the baggage and policy table, and Book. */
export default function FlightDetail({ _id = '', cabin: askedCabin, pax: askedPax, ret }: Props) {
  const { t, i18n } = useTranslation();
  const info = useAirlineTicketInfo(_id, i18n.language);
  const paxNumber = Number(askedPax);
  const pax = Number.isInteger(paxNumber) && paxNumber >= 1 ? Math.min(paxNumber, MAX_PASSENGERS) : 1;
  const [picked, setPicked] = useState<Cabin | null>(null);

  const flight = info.data;
  const wanted = cabins.includes(askedCabin as Cabin) ? (askedCabin as Cabin) : 'economy';
  const available =
    flight?.fares.find((f) => f.cabin === wanted && f.seatsLeft > 0) ?? flight?.fares.find((f) => f.seatsLeft > 0);
  const cabin = picked ?? available?.cabin ?? wanted;
  const fare = flight?.fares.find((f) => f.cabin === cabin);
  const departed = flight ? new Date(flight.departAt).getTime() <= Date.now() : false;
  const canBook = Boolean(fare && fare.seatsLeft >= pax && !departed);

  const book = () => void navigate(href(paths.confirmFlight, { ticketId: _id, cabin, passengers: pax, ret }));

  let body: ReactNode;
  if (!/^\d+$/.test(_id)) body = <ErrorState title={t('flight.detail.not_found')} />;
  else if (info.isPending) body = <LoadingState variant="detail" />;
  else if (info.isError) body = <ErrorState error={info.error} onRetry={() => void info.refetch()} />;
  else if (flight)
    body = (
      <>
        <Itinerary flight={flight} />
        <FareOptions
          fares={flight.fares}
          cabin={cabin}
          pax={pax}
          baggageKg={flight.policy.baggageKg}
          freeChangeHours={flight.policy.freeChangeHoursBefore}
          onPick={setPicked}
        />
        <PolicyTable policy={flight.policy} cabin={cabin} promo={fare?.promo ?? false} />
      </>
    );

  return (
    <Page
      title={flight ? `${flight.start} → ${flight.end}` : t('pages.flightDetail')}
      footer={
        flight && (
          <div className={styles.footer}>
            <div className={styles.total}>
              {fare && fare.seatsLeft > 0 ? (
                <>
                  <PriceTag amount={fare.price * pax} unit={fare.unit} size="lg" />
                  <span className={styles.for}>
                    {t('flight.detail.total_for', { count: pax })} · {t(`flight.cabin.${cabin}`)}
                  </span>
                </>
              ) : (
                <span className={styles.for}>{t('flight.sold_out')}</span>
              )}
            </div>
            <Button
              color="primary"
              shape="rounded"
              size="large"
              className={styles.book}
              disabled={!canBook}
              onClick={book}
              data-testid="book-flight"
            >
              {departed ? t('flight.detail.departed') : t('flight.detail.book')}
            </Button>
          </div>
        )
      }
    >
      {body}
    </Page>
  );
}

import { IdTypes } from '@wayfare/contracts';
import Switch from 'antd-mobile/es/components/switch';
import { Controller, type FieldError, useFormContext, useWatch } from 'react-hook-form';
import styles from '@/features/order/components/booking-fields.module.css';
import { Row, useFieldMessage } from '@/features/order/components/booking-row';
import { useTranslation } from '@/i18n/use-translation';
import type { BookingFormValues } from '../utils/booking-form';
import own from './passenger-card.module.css';

type Props = {
  index: number;
  /** Open the saved travellers to fill this passenger; absent when none are saved. */
  onPick?: () => void;
  /** Today at the departure airport, the earliest expiry date the picker offers. */
  minExpiry: string;
};

/** One passenger: name as on the document, document type, number, passport expiry, phone, save for next time. */
export function PassengerCard({ index, onPick, minExpiry }: Props) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const { register, control, formState } = useFormContext<BookingFormValues>();
  const errors = formState.errors.passengers?.[index];
  const idType = useWatch({ control, name: `passengers.${index}.idType` });
  const id = (f: string) => `wf-p${index}-${f}`;
  const labels = {
    name: t('flightBooking.passenger.name'),
    idNumber: t('flightBooking.passenger.id_number'),
    idExpiry: t('flightBooking.passenger.id_expiry'),
    phone: t('flightBooking.passenger.phone'),
  };
  const errorOf = (f: keyof typeof labels) => message(errors?.[f] as FieldError | undefined, labels[f]);

  return (
    <section className={styles.card} data-testid={`passenger-${index}`} aria-labelledby={id('title')}>
      <header className={styles.cardHead}>
        <h3 id={id('title')} className={styles.cardTitle}>
          <span className={styles.badge}>{index + 1}</span>
          {t('flightBooking.passenger.title', { n: index + 1 })}
          <span className={styles.adult}>{t('flightBooking.passenger.adult')}</span>
        </h3>
        {onPick && (
          <button type="button" className={styles.link} onClick={onPick} data-testid={`pick-traveller-${index}`}>
            {t('flightBooking.passenger.pick')}
          </button>
        )}
      </header>

      <Row
        label={labels.name}
        htmlFor={id('name')}
        error={errorOf('name')}
        hint={t('flightBooking.passenger.name_hint')}
      >
        <input
          id={id('name')}
          className={styles.input}
          autoComplete="name"
          placeholder={t('flightBooking.passenger.name_placeholder')}
          aria-invalid={Boolean(errors?.name)}
          {...register(`passengers.${index}.name`)}
        />
      </Row>

      <div className={styles.row}>
        <span className={styles.label} id={id('type')}>
          {t('flightBooking.passenger.id_type')}
        </span>
        <Controller
          control={control}
          name={`passengers.${index}.idType`}
          render={({ field }) => (
            <div className={styles.segments}>
              {IdTypes.map((type) => (
                <button
                  key={type}
                  type="button"
                  aria-pressed={field.value === type}
                  className={`${styles.segment} ${field.value === type ? styles.segmentOn : ''}`}
                  onClick={() => field.onChange(type)}
                  data-testid={`p${index}-type-${type}`}
                >
                  {t(`flightBooking.id_type.${type}`)}
                </button>
              ))}
            </div>
          )}
        />
      </div>

      <Row label={labels.idNumber} htmlFor={id('idNumber')} error={errorOf('idNumber')}>
        <input
          id={id('idNumber')}
          className={styles.input}
          autoCapitalize="characters"
          autoComplete="off"
          placeholder={t(`flightBooking.passenger.id_placeholder.${idType ?? 'id_card'}`)}
          aria-invalid={Boolean(errors?.idNumber)}
          {...register(`passengers.${index}.idNumber`)}
        />
      </Row>

      {idType === 'passport' && (
        <Row label={labels.idExpiry} htmlFor={id('idExpiry')} error={errorOf('idExpiry')}>
          <input
            id={id('idExpiry')}
            type="date"
            min={minExpiry}
            className={styles.input}
            aria-invalid={Boolean(errors?.idExpiry)}
            {...register(`passengers.${index}.idExpiry`)}
          />
        </Row>
      )}

      <Row label={labels.phone} htmlFor={id('phone')} error={errorOf('phone')} optional>
        <input
          id={id('phone')}
          type="tel"
          inputMode="tel"
          className={styles.input}
          autoComplete="tel"
          placeholder={t('flightBooking.passenger.phone_placeholder')}
          aria-invalid={Boolean(errors?.phone)}
          {...register(`passengers.${index}.phone`)}
        />
      </Row>

      <Controller
        control={control}
        name={`passengers.${index}.save`}
        render={({ field }) => (
          <div className={own.switchRow}>
            <span>{t('flightBooking.passenger.save')}</span>
            <Switch checked={field.value} onChange={field.onChange} aria-label={t('flightBooking.passenger.save')} />
          </div>
        )}
      />
    </section>
  );
}

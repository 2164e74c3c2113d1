import { IdTypes } from '@wayfare/contracts';
import { Controller, type FieldError, useFormContext, useWatch } from 'react-hook-form';
import styles from '@/features/order/components/booking-fields.module.css';
import { Row, useFieldMessage } from '@/features/order/components/booking-row';
import { useTranslation } from '@/i18n/use-translation';
import type { GuestFormValues } from '../utils/guest-form';

type Props = {
  index: number;
  /** The check-in day, the earliest expiry a passport may have. */
  minExpiry: string;
};

/** One guest: name as on the document, document type, number, passport expiry. */
export function GuestCard({ index, minExpiry }: Props) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const { register, control, formState } = useFormContext<GuestFormValues>();
  const errors = formState.errors.guests?.[index];
  const idType = useWatch({ control, name: `guests.${index}.idType` });
  const id = (f: string) => `wf-g${index}-${f}`;
  const labels = {
    name: t('hotel.guest.name'),
    idNumber: t('hotel.guest.id_number'),
    idExpiry: t('hotel.guest.id_expiry'),
  };
  const errorOf = (f: keyof typeof labels) => message(errors?.[f] as FieldError | undefined, labels[f]);

  return (
    <section className={styles.card} data-testid={`guest-${index}`} aria-labelledby={id('title')}>
      <header className={styles.cardHead}>
        <h3 id={id('title')} className={styles.cardTitle}>
          <span className={styles.badge}>{index + 1}</span>
          {index === 0 ? t('hotel.guest.lead') : t('hotel.guest.other', { n: index + 1 })}
        </h3>
      </header>

      <Row label={labels.name} htmlFor={id('name')} error={errorOf('name')} hint={t('hotel.guest.name_hint')}>
        <input
          id={id('name')}
          className={styles.input}
          autoComplete="name"
          placeholder={t('hotel.guest.name_placeholder')}
          aria-invalid={Boolean(errors?.name)}
          {...register(`guests.${index}.name`)}
        />
      </Row>

      <div className={styles.row}>
        <span className={styles.label}>{t('hotel.guest.id_type')}</span>
        <Controller
          control={control}
          name={`guests.${index}.idType`}
          render={({ field }) => (
            <div className={styles.segments}>
              {IdTypes.map((type) => (
                <button
                  key={type}
                  type="button"
                  aria-pressed={field.value === type}
                  className={`${styles.segment} ${field.value === type ? styles.segmentOn : ''}`}
                  onClick={() => field.onChange(type)}
                  data-testid={`g${index}-type-${type}`}
                >
                  {t(`hotel.id_type.${type}`)}
                </button>
              ))}
            </div>
          )}
        />
      </div>

      <Row label={labels.idNumber} htmlFor={id('idNumber')} error={errorOf('idNumber')} hint={t('hotel.guest.id_hint')}>
        <input
          id={id('idNumber')}
          className={styles.input}
          autoCapitalize="characters"
          autoComplete="off"
          placeholder={t(`hotel.guest.id_placeholder.${idType ?? 'id_card'}`)}
          aria-invalid={Boolean(errors?.idNumber)}
          {...register(`guests.${index}.idNumber`)}
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
            {...register(`guests.${index}.idExpiry`)}
          />
        </Row>
      )}
    </section>
  );
}

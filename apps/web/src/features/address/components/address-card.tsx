import type { Address } from '@wayfare/contracts';
import { ChevronRightIcon, HomeIcon, PinIcon } from '@/components/ui/icons';
import { useTranslation } from '@/i18n/use-translation';
import { streetLine } from '../utils/addresses';
import styles from './address-card.module.css';
import { EditIcon, PhoneIcon, TrashIcon, WorkIcon } from './address-icons';

type Props = {
  address: Address;
  /** "3.9 km away" from the current delivery point, when useful. */
  distance?: string | null;
  /** This address is where food goes now. */
  current?: boolean;
  /** Picker mode: the card body chooses the address. */
  onSelect?: () => void;
  onEdit: () => void;
  onDelete?: () => void;
  onMakeDefault?: () => void;
  busy?: boolean;
};

/** A saved address: who receives, the phone, the street line and details, its tag, and what can be done with it. */
export function AddressCard({ address: a, distance, current, onSelect, onEdit, onDelete, onMakeDefault, busy }: Props) {
  const { t } = useTranslation();
  const body = (
    <>
      <div className={styles.head}>
        {a.label === 'Home' || a.label === 'Work' ? (
          <span className={styles.tag} data-label={a.label}>
            {a.label === 'Home' ? <HomeIcon size={14} /> : <WorkIcon size={14} />}
            {t(`address.label.${a.label}`)}
          </span>
        ) : null}
        <span className={styles.name}>{a.name}</span>
        {a.isDefault && (
          <span className={styles.default} data-testid="default-badge">
            {t('address.list.default')}
          </span>
        )}
      </div>
      <p className={styles.street}>{streetLine(a)}</p>
      {a.detailed && <p className={styles.detail}>{a.detailed}</p>}
      <p className={styles.meta}>
        <span className={styles.phone}>
          <PhoneIcon size={14} />
          <span dir="ltr">{a.phone}</span>
        </span>
        {current ? (
          <span className={styles.current}>
            <PinIcon size={14} />
            {t('address.list.current')}
          </span>
        ) : (
          distance && <span className={styles.distance}>{t('address.list.away', { distance })}</span>
        )}
      </p>
    </>
  );

  const editButton = (compact: boolean) => (
    <button
      type="button"
      className={compact ? styles.editIcon : styles.action}
      onClick={onEdit}
      disabled={busy}
      aria-label={t('address.list.edit_named', { name: streetLine(a) })}
    >
      <EditIcon size={compact ? 18 : 16} />
      {!compact && <span>{t('address.list.edit')}</span>}
    </button>
  );

  // Picker: the card chooses the address; editing stays one tap away at its side.
  if (onSelect)
    return (
      <article
        className={`${styles.card} ${styles.row} ${current ? styles.isCurrent : ''}`}
        data-testid="address-card"
        data-id={a.id}
      >
        <button type="button" className={styles.select} onClick={onSelect} disabled={busy}>
          <span className={styles.main}>{body}</span>
          <ChevronRightIcon size={18} className={styles.chevron} />
        </button>
        {editButton(true)}
      </article>
    );

  return (
    <article className={`${styles.card} ${current ? styles.isCurrent : ''}`} data-testid="address-card" data-id={a.id}>
      <div className={styles.main}>{body}</div>
      <div className={styles.actions}>
        {onMakeDefault && !a.isDefault && (
          <button
            type="button"
            className={`${styles.action} ${styles.primary}`}
            onClick={onMakeDefault}
            disabled={busy}
            data-testid="set-default"
          >
            {t('address.list.set_default')}
          </button>
        )}
        <span className={styles.spacer} />
        {editButton(false)}
        {onDelete && (
          <button
            type="button"
            className={`${styles.action} ${styles.danger}`}
            onClick={onDelete}
            disabled={busy}
            data-testid="delete-address"
          >
            <TrashIcon size={16} />
            <span>{t('address.list.delete')}</span>
          </button>
        )}
      </div>
    </article>
  );
}

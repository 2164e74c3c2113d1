import type { Address } from '@wayfare/contracts';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import { useState } from 'react';
import { ChevronRightIcon } from '@/components/ui/icons';
import { Page } from '@/components/ui/page';
import { PullToRefresh } from '@/components/ui/pull-to-refresh';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { href, paths } from '@/config/paths';
import { useAddresses } from '@/features/address/api/get-addresses';
import { AddressCard } from '@/features/address/components/address-card';
import { MapIcon } from '@/features/address/components/address-icons';
import { useAddressActions } from '@/features/address/hooks/use-address-actions';
import { deliveryPointOf, streetLine } from '@/features/address/utils/addresses';
import { distanceMeters, distanceText } from '@/features/address/utils/distance';
import { currentLocale } from '@/i18n';
import { useTranslation } from '@/i18n/use-translation';
import { translateError } from '@/lib/api-client';
import { setDeliveryPoint, useDeliveryPoint } from '@/lib/delivery-point';
import { back, navigate, redirect } from '@/lib/navigation';
import { useLoginUser } from '@/lib/session';
import { toast } from '@/lib/toast';
import styles from './address.module.css';

type Props = { select?: string };

/**
 * Saved delivery addresses: add, edit, delete, set default. With `select=1` (checkout, the food header)
 * it is a picker: tapping an address makes it the delivery point and goes back; a point on the map can
 * be chosen instead.
 */
export default function UserAddress({ select }: Props) {
  const { t } = useTranslation();
  const picking = select === '1' || select === 'true';
  const uid = useLoginUser()?._id ?? '';
  const addresses = useAddresses(uid);
  const point = useDeliveryPoint();
  const { makeDefault, remove } = useAddressActions();
  const [busyId, setBusyId] = useState<string | null>(null);
  const locale = currentLocale();
  const list = addresses.data ?? [];

  const add = () => void navigate(paths.optionUserAddress);
  const edit = (a: Address) => void navigate(href(paths.optionUserAddress, { id: a.id }));

  const choose = (a: Address) => {
    setDeliveryPoint(deliveryPointOf(a));
    if (back() === 0) void redirect(paths.takeout);
  };

  const run = async (a: Address, action: () => Promise<unknown>, done: string) => {
    setBusyId(a.id);
    try {
      await action();
      toast(t(done));
    } catch (err) {
      toast(translateError(err));
    } finally {
      setBusyId(null);
    }
  };

  const confirmDelete = async (a: Address) => {
    const ok = await Dialog.confirm({
      title: t('address.list.delete_title'),
      content: t('address.list.delete_text', { address: streetLine(a) }),
      confirmText: t('address.list.delete'),
      cancelText: t('common.cancel'),
    });
    if (ok) await run(a, () => remove(a), 'address.list.deleted');
  };

  const distanceOf = (a: Address) =>
    point && point.addressId !== a.id ? distanceText(distanceMeters(point, a), t, locale) : null;

  const mapEntry = picking && (
    <button
      type="button"
      className={styles.mapEntry}
      onClick={() => void navigate(href(paths.chooseLocation, { from: 'select' }))}
      data-testid="choose-on-map"
    >
      <span className={styles.mapEntryIcon}>
        <MapIcon size={20} />
      </span>
      <span className={styles.mapEntryText}>
        <span className={styles.mapEntryTitle}>{t('address.list.use_map')}</span>
        <span className={styles.mapEntryHint}>{t('address.list.use_map_hint')}</span>
      </span>
      <ChevronRightIcon size={18} />
    </button>
  );

  return (
    <Page
      title={picking ? t('address.list.title_select') : t('pages.userAddress')}
      footer={
        list.length > 0 && (
          <Button block color="primary" size="large" shape="rounded" onClick={add} data-testid="add-address">
            {t('address.list.add')}
          </Button>
        )
      }
    >
      {addresses.isPending ? (
        <LoadingState variant="list" rows={3} />
      ) : addresses.isError && list.length === 0 ? (
        <ErrorState error={addresses.error} onRetry={() => void addresses.refetch()} />
      ) : list.length === 0 ? (
        <>
          {mapEntry && <div className={styles.pad}>{mapEntry}</div>}
          <EmptyState
            title={t('address.list.empty_title')}
            description={t('address.list.empty_text')}
            action={
              <Button color="primary" shape="rounded" onClick={add} data-testid="add-address">
                {t('address.list.add')}
              </Button>
            }
          />
        </>
      ) : (
        <PullToRefresh
          onRefresh={async () => {
            await addresses.refetch();
          }}
        >
          <div className={styles.pad}>
            {addresses.isError && (
              <p className={styles.stale} role="status">
                {t('address.list.refresh_failed')}
              </p>
            )}
            {mapEntry}
            {picking && <p className={styles.caption}>{t('address.list.select_hint')}</p>}
            <ul className={styles.list} data-testid="address-list">
              {list.map((a) => (
                <li key={a.id}>
                  <AddressCard
                    address={a}
                    current={point?.addressId === a.id}
                    distance={distanceOf(a)}
                    busy={busyId === a.id}
                    onSelect={picking ? () => choose(a) : undefined}
                    onEdit={() => edit(a)}
                    onMakeDefault={
                      picking ? undefined : () => void run(a, () => makeDefault(a), 'address.list.default_set')
                    }
                    onDelete={picking ? undefined : () => void confirmDelete(a)}
                  />
                </li>
              ))}
            </ul>
            {point && !picking && list.some((a) => a.id !== point.addressId) && (
              <p className={styles.caption}>{t('address.list.from_current')}</p>
            )}
          </div>
        </PullToRefresh>
      )}
    </Page>
  );
}

import type { Address } from '@wayfare/contracts';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { translateError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSetOrderReceivingMutation } from '../api/set-order-receiving';

/**
 * The address sheet of an order: open it, send a choice, keep it open with the reason when the server
 * refuses (outside the delivery range: choose another), close it with the updated order when it agrees.
 */
export function useChangeAddress(oid: string) {
  const { t } = useTranslation();
  const setReceiving = useSetOrderReceivingMutation();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = async (address: Address) => {
    if (sending) return;
    setSending(address.id);
    setError(null);
    try {
      await setReceiving.mutateAsync({ oid, addressId: address.id });
      setOpen(false);
      toast(t('order.address.changed'));
    } catch (err) {
      setError(translateError(err));
    } finally {
      setSending(null);
    }
  };

  return {
    open,
    sending,
    error,
    show: () => {
      setError(null);
      setOpen(true);
    },
    close: () => setOpen(false),
    choose,
  };
}

/** The saved addresses of the stored login info (GetUserInfo's `address` map), default first. */
export function savedAddresses(map: Record<string, unknown> | undefined): Address[] {
  const list = Object.values(map ?? {}).filter(
    (a): a is Address =>
      typeof a === 'object' &&
      a !== null &&
      typeof (a as Address).id === 'string' &&
      typeof (a as Address).address === 'string',
  );
  return list.sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || Number(b.id) - Number(a.id));
}

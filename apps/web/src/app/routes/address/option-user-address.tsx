import type { Address } from '@wayfare/contracts';
import { useState } from 'react';
import { Page } from '@/components/ui/page';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { href, paths } from '@/config/paths';
import { useAddresses } from '@/features/address/api/get-addresses';
import { AddressForm } from '@/features/address/components/address-form';
import { useAddressActions } from '@/features/address/hooks/use-address-actions';
import {
  clearAddressDraft,
  draftKeyOf,
  readAddressDraft,
  saveAddressDraft,
} from '@/features/address/utils/address-draft';
import {
  type AddressErrors,
  type AddressValues,
  checkPhone,
  emptyAddress,
  validateAddress,
  valuesOfAddress,
} from '@/features/address/utils/address-form';
import { useTranslation } from '@/i18n/use-translation';
import { translateError } from '@/lib/api-client';
import { back, backOrHome, navigate, redirect } from '@/lib/navigation';
import { useLoginUser } from '@/lib/session';
import { toast } from '@/lib/toast';

type Props = { id?: string };

/** Add an address, or edit one (`id`). The point comes from choose_location; the form waits in a draft meanwhile. */
export default function OptionUserAddress({ id }: Props) {
  const { t } = useTranslation();
  const uid = useLoginUser()?._id ?? '';
  const addresses = useAddresses(uid);
  const title = id ? t('address.form.title_edit') : t('address.form.title_new');

  if (!id) return <AddressEditor title={title} count={addresses.data?.length ?? 0} />;
  const found = addresses.data?.find((a) => a.id === id);
  if (found) return <AddressEditor key={found.id} title={title} existing={found} count={addresses.data?.length ?? 0} />;
  return (
    <Page title={title}>
      {addresses.isPending || addresses.isFetching ? (
        <LoadingState variant="detail" />
      ) : addresses.isError ? (
        <ErrorState error={addresses.error} onRetry={() => void addresses.refetch()} />
      ) : (
        <EmptyState title={t('address.form.not_found')} description={t('address.form.not_found_text')} />
      )}
    </Page>
  );
}

/** Leave the form: back to whoever opened it (the list, checkout), or the list when opened alone. */
const leave = () => {
  if (back() === 0) void redirect(paths.userAddress);
};

function AddressEditor({ title, existing, count }: { title: string; existing?: Address; count: number }) {
  const { t } = useTranslation();
  const user = useLoginUser();
  const key = draftKeyOf(existing?.id);
  const { save } = useAddressActions();
  const [values, setValues] = useState<AddressValues>(() => {
    const draft = readAddressDraft(key);
    if (draft) return draft;
    if (existing) return valuesOfAddress(existing);
    // A first address is who the user is, and becomes the default.
    const account = user?.account ?? '';
    return emptyAddress({
      name: user?.name ?? '',
      phone: checkPhone(account) === null ? account : '',
      isDefault: count === 0,
    });
  });
  const [errors, setErrors] = useState<AddressErrors>({});
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);

  const change = (patch: Partial<AddressValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    // Kept as it is typed: a reload or a trip to the map brings it back.
    saveAddressDraft(key, next);
    if (tried) setErrors(validateAddress(next));
  };

  const pickOnMap = () => {
    saveAddressDraft(key, values);
    void navigate(
      href(paths.chooseLocation, {
        from: 'address',
        draft: key,
        lat: values.latitude ?? undefined,
        lng: values.longitude ?? undefined,
      }),
    );
  };

  const submit = async () => {
    const problems = validateAddress(values);
    setTried(true);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      toast(t('address.validation.check_fields'));
      requestAnimationFrame(() => {
        const first = document.querySelector('main [role="alert"]');
        if (first && 'scrollIntoView' in first) first.scrollIntoView({ block: 'center', behavior: 'smooth' });
      });
      return;
    }
    setBusy(true);
    try {
      await save(values, existing?.id);
      clearAddressDraft();
      toast(t('address.form.saved'));
      leave();
    } catch (err) {
      // What the server refused is said in the user's language; every value stays as typed.
      toast(translateError(err));
      setBusy(false);
    }
  };

  return (
    <Page
      title={title}
      onBack={() => {
        // Leaving by the bar's back discards the unsaved changes.
        clearAddressDraft();
        backOrHome();
      }}
    >
      <AddressForm
        values={values}
        errors={errors}
        onChange={change}
        onPickOnMap={pickOnMap}
        onSubmit={() => void submit()}
        busy={busy}
      />
    </Page>
  );
}

import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { href, paths } from '@/config/paths';
import { clearAddressDraft, saveAddressDraft } from '@/features/address/utils/address-draft';
import { emptyAddress } from '@/features/address/utils/address-form';
import { initI18n } from '@/i18n';
import { configureApiClient } from '@/lib/api-client';
import { deliveryPointStore, setDeliveryPoint } from '@/lib/delivery-point';
import { navigate } from '@/lib/navigation';
import { clearLoginUser, saveLoginUser } from '@/lib/session';
import { type FakeApi, fakeApi, type Handler } from '@/test/fake-api';
import { user } from '@/test/fixtures';
import { click, findByText, getByText, type, waitFor } from '@/test/render';
import { renderApp } from '@/test/render-app';

const home = {
  id: '11',
  name: 'Somchai',
  phone: '+66812345678',
  address: 'Sukhumvit Soi 24, Bangkok',
  label: 'Home',
  latitude: 13.7299,
  longitude: 100.5681,
  detailed: 'Tower B, 12th floor',
  houseNumber: '12B',
  isDefault: true,
};
const work = {
  ...home,
  id: '12',
  address: 'Silom Road, Bangkok',
  label: 'Work',
  latitude: 13.7262,
  longitude: 100.5318,
  detailed: '',
  houseNumber: '',
  isDefault: false,
};

let routes: Record<string, Handler>;
let api: FakeApi;

const callsTo = (path: string) => api.callsTo(path);
const byTestId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const input = (label: string) => {
  const l = getByText(document.body, label).closest('label') as HTMLLabelElement;
  return document.getElementById(l.htmlFor) as HTMLInputElement;
};

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  const withAddresses = { ...user, address: { [home.id]: home, [work.id]: work } };
  routes = { '/user/GetUserInfo': () => withAddresses };
  api = fakeApi(routes);
  saveLoginUser(withAddresses);
});

afterEach(() => {
  configureApiClient(null);
  setDeliveryPoint(null);
  clearAddressDraft();
  clearLoginUser();
});

describe('option_user_address', () => {
  it('says what is missing before sending anything, and keeps what was typed', async () => {
    saveLoginUser({ account: 'somchai@example.com', name: '' });
    renderApp(paths.optionUserAddress);
    await findByText(document.body, 'Add address', 10_000);
    await type(input('Phone number'), '12');
    await click(getByText(document.body, 'Save address'));
    await findByText(document.body, 'Enter the name of the person receiving the order');
    getByText(document.body, 'Enter a valid phone number: 6 to 16 digits, may start with +');
    getByText(document.body, 'Enter the address or pick it on the map');
    getByText(document.body, 'Pick the location on the map so the rider can find you');
    expect(callsTo('/user/CreateAddress')).toHaveLength(0);
    expect(input('Phone number').value).toBe('12');

    // Fixing a field clears its message at once.
    await type(input('Phone number'), '+66 81 234 5678');
    await waitFor(() => expect(document.body.textContent).not.toContain('Enter a valid phone number'));
  });

  it('saves the point brought back from the map with everything typed before', async () => {
    routes['/user/CreateAddress'] = (b) => ({ ...b, id: '13' });
    saveAddressDraft(
      'new',
      emptyAddress({
        name: 'Nok',
        phone: '+66 89 000 1111',
        houseNumber: '5/1',
        address: 'Thong Lo Soi 10',
        latitude: 13.73,
        longitude: 100.58,
        label: 'Work',
      }),
    );
    const { router } = renderApp(paths.userAddress);
    await findByText(document.body, 'Silom Road, Bangkok', 10_000);
    await navigate(paths.optionUserAddress);
    await findByText(document.body, 'Pin set on the map');
    expect(input('Contact name').value).toBe('Nok');
    await click(getByText(document.body, 'Save address'));
    await waitFor(() => expect(callsTo('/user/CreateAddress')).toHaveLength(1));
    expect(callsTo('/user/CreateAddress')[0]?.body).toMatchObject({
      name: 'Nok',
      phone: '+66 89 000 1111',
      address: 'Thong Lo Soi 10',
      houseNumber: '5/1',
      label: 'Work',
      latitude: 13.73,
      longitude: 100.58,
      isDefault: false,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.userAddress));
  });

  it('keeps every value when the server refuses, and lets the user send again', async () => {
    routes['/user/UpdateAddress'] = () => ({ status: 1001, data: null, msg: 'parameter_error' });
    renderApp(href(paths.optionUserAddress, { id: work.id }));
    await findByText(document.body, 'Edit address', 10_000);
    await waitFor(() => expect(input('Contact name').value).toBe('Somchai'));
    await type(input('Contact name'), 'Somchai K.');
    const submit = getByText(document.body, 'Save address').closest('button') as HTMLButtonElement;
    await click(submit);
    await waitFor(() => expect(callsTo('/user/UpdateAddress')).toHaveLength(1));
    expect(callsTo('/user/UpdateAddress')[0]?.body).toMatchObject({ id: '12', name: 'Somchai K.' });
    await waitFor(() => expect(submit.disabled).toBe(false));
    expect(input('Contact name').value).toBe('Somchai K.');
  });
});

describe('user_address', () => {
  it('lists saved addresses with tag, default badge and distance from where food goes now', async () => {
    setDeliveryPoint({ addressId: home.id, latitude: home.latitude, longitude: home.longitude, text: 'Home' });
    renderApp(paths.userAddress);
    await findByText(document.body, '12B, Sukhumvit Soi 24, Bangkok', 10_000);
    const cards = [...document.querySelectorAll('[data-testid="address-card"]')];
    expect(cards.map((c) => c.getAttribute('data-id'))).toEqual(['11', '12']);
    expect(cards[0]?.textContent).toContain('Default');
    expect(cards[0]?.textContent).toContain('Delivering here');
    expect(cards[1]?.textContent).toContain('3.9 km away');
    expect(cards[1]?.textContent).toContain('Work');
  });

  it('in select mode, tapping an address makes it the delivery point and goes back', async () => {
    const { router } = renderApp(paths.home);
    await navigate(href(paths.userAddress, { select: 1 }));
    await findByText(document.body, 'Deliver to', 10_000);
    const card = await waitFor(() => {
      const el = document.querySelector('[data-id="12"] button');
      if (!el) throw new Error('no card');
      return el;
    });
    await click(card);
    expect(deliveryPointStore.get()).toMatchObject({
      addressId: '12',
      latitude: work.latitude,
      longitude: work.longitude,
      text: 'Silom Road, Bangkok',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home));
    expect(byTestId('delete-address')).toBeNull();
  });

  it('shows the empty state with a way to add the first address', async () => {
    routes['/user/GetUserInfo'] = () => ({ ...user, address: {} });
    saveLoginUser({ address: {} });
    renderApp(paths.userAddress);
    await findByText(document.body, 'No saved addresses yet', 10_000);
    expect(byTestId('add-address')).not.toBeNull();
  });
});

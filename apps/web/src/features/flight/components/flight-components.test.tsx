import type { AirlineTicket } from '@wayfare/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/i18n';
import { cleanup, click, render } from '@/test/render';
import { FareOptions } from './fare-options';
import { FlightCard } from './flight-card';
import { PolicyTable, percentOf } from './policy-table';

const flight: AirlineTicket = {
  _id: '7',
  flightNo: 'OR109',
  aviationName: 'Orchid Air',
  airlineLogo: '/assets/demo/airlines/or.svg',
  start: 'Bangkok',
  startAirport: 'BKK',
  startAirportName: 'Suvarnabhumi',
  startTimezone: 'Asia/Bangkok',
  end: 'Chiang Mai',
  endAirport: 'CNX',
  endAirportName: 'Chiang Mai International',
  endTimezone: 'Asia/Bangkok',
  // 23:30 in Bangkok, arriving 00:40 the next local day.
  departAt: '2026-11-28T16:30:00.000Z',
  arriveAt: '2026-11-28T17:40:00.000Z',
  durationMin: 70,
  aircraft: 'Airbus A320neo',
  stops: 0,
  via: [],
  lowestPrice: 119_000,
  unit: 'THB',
  soldOut: false,
  fares: [
    { cabin: 'economy', price: 119_000, unit: 'THB', seatsLeft: 4, promo: true },
    { cabin: 'business', price: 480_000, unit: 'THB', seatsLeft: 12, promo: false },
    { cabin: 'first', price: 900_000, unit: 'THB', seatsLeft: 0, promo: false },
  ],
};

const policy = {
  baggageKg: { economy: 20, business: 30, first: 40 },
  carryOn: { pieces: 1, kg: 7, sizeCm: '20x40x55' },
  overweightFeeBpPerKg: 150,
  freeChangeHoursBefore: 2,
  changeFeeBp: 1000,
  refundFeeBpOver24h: 2000,
  refundFeeBpWithin24h: 5000,
};

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

describe('flight card', () => {
  it('shows local times with +1, the fare in its currency, promo and seats left', async () => {
    const onOpen = vi.fn();
    const { container } = render(<FlightCard flight={flight} cabin="economy" onOpen={onOpen} />);
    const text = container.textContent ?? '';
    expect(container.querySelector('[data-testid="depart-time"]')?.textContent).toBe('23:30');
    expect(container.querySelector('[data-testid="arrive-time"]')?.textContent).toBe('00:40+1');
    expect(text).toContain('฿1,190.00');
    expect(text).toContain('Promo');
    expect(text).toContain('4 seats left');
    expect(container.querySelector('[data-testid="flight-stops"]')?.textContent).toBe('Direct');
    await click(container.querySelector('button')!);
    expect(onOpen).toHaveBeenCalledWith(flight);
  });

  it('names the stop of a one-stop flight', () => {
    const oneStop = { ...flight, stops: 1, via: [{ code: 'HKG', city: 'Hong Kong' }] };
    const { container } = render(<FlightCard flight={oneStop} cabin="economy" onOpen={() => {}} />);
    expect(container.querySelector('[data-testid="flight-stops"]')?.textContent).toBe('1 stop · Hong Kong');
  });

  it('greys a sold-out flight and shows no price', () => {
    const soldOut = {
      ...flight,
      soldOut: true,
      lowestPrice: 0,
      fares: flight.fares.map((f) => ({ ...f, seatsLeft: 0 })),
    };
    const { container } = render(<FlightCard flight={soldOut} cabin="economy" onOpen={() => {}} />);
    expect(container.querySelector('[data-sold-out]')).not.toBeNull();
    expect(container.textContent).toContain('Sold out');
    expect(container.querySelector('[data-testid="flight-price"]')).toBeNull();
  });
});

describe('fares and policy', () => {
  it('says promo fares cannot change and disables a sold-out cabin', () => {
    const { container } = render(
      <FareOptions
        fares={flight.fares}
        cabin="economy"
        pax={5}
        baggageKg={policy.baggageKg}
        freeChangeHours={2}
        onPick={() => {}}
      />,
    );
    const [economy, business, first] = [
      ...container.querySelectorAll<HTMLButtonElement>('[data-testid="fare-option"]'),
    ];
    expect(economy?.textContent).toContain('No changes or refunds');
    expect(economy?.textContent).toContain('Only 4 seats left');
    expect(business?.textContent).toContain('Free change up to 2 h before');
    expect(first?.disabled).toBe(true);
  });

  it('states the policy from the server in the UI language', () => {
    const { container } = render(<PolicyTable policy={policy} cabin="business" promo={false} />);
    const text = container.textContent ?? '';
    expect(text).toContain('Business 30 kg');
    expect(text).toContain('1 piece up to 7 kg, 20×40×55 cm');
    expect(text).toContain('1.5% of the ticket price per kg');
    expect(text).toContain('One free change up to 2 h before departure, then 10% of the ticket price');
    expect(text).toContain('Fee of 20% more than 24 h before departure, 50% within 24 h');
    const promo = render(<PolicyTable policy={policy} cabin="economy" promo />).container.textContent ?? '';
    expect(promo).toContain('Not allowed on promo fares');
    expect(percentOf(150, 'th-TH')).toBe('1.5%');
  });
});

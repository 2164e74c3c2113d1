import { allEndpoints } from '@wayfare/contracts';
import { describe, expect, it } from 'vitest';
import { fetchAirlineTicketInfo } from './get-airline-ticket-info';
import { fetchAirlineTickets } from './get-airline-tickets';
import { fetchAirports } from './get-airports';
import { fetchFlightDates } from './get-flight-dates';

const fetchers = [fetchAirports, fetchAirlineTickets, fetchFlightDates, fetchAirlineTicketInfo];

describe('flight fetchers', () => {
  it.each(fetchers.map((f) => [f.path, f] as const))('%s is a contract endpoint with the same method', (path, f) => {
    const endpoint = allEndpoints.find((e) => e.path === path);
    expect(endpoint, `${path} is not in the contract`).toBeDefined();
    expect(f.method).toBe(endpoint?.method);
  });
});

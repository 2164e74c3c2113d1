import { allEndpoints } from '@wayfare/contracts';
import { describe, expect, it } from 'vitest';
import { postChangeFlight } from './change-flight';
import { postCreateFlightOrder } from './create-flight-order';
import { fetchAirlineTicketInfo } from './get-airline-ticket-info';
import { fetchAirlineTickets } from './get-airline-tickets';
import { fetchChangeQuote } from './get-change-quote';
import { fetchTravellers } from './get-travellers';
import { postSaveTraveller } from './save-traveller';

const fetchers = [
  fetchAirlineTicketInfo,
  fetchAirlineTickets,
  fetchTravellers,
  postSaveTraveller,
  postCreateFlightOrder,
  fetchChangeQuote,
  postChangeFlight,
];

describe('flight booking fetchers', () => {
  it.each(fetchers.map((f) => [f.path, f] as const))('%s is a contract endpoint with the same method', (path, f) => {
    const endpoint = allEndpoints.find((e) => e.path === path);
    expect(endpoint, `${path} is not in the contract`).toBeDefined();
    expect(f.method).toBe(endpoint?.method);
  });
});

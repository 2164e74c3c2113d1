import { AIRPORTS, type AirportCode as Airport } from '../../modules/flight/airports';

/** Airlines, airports and the route network of the demo world (times are local, durations realistic). */

/** Fictional airlines with their own generated logos (no real brand marks). */
export const AIRLINES = {
  OR: { name: 'Orchid Air', colors: ['#7b2cbf', '#e0aaff'] },
  LP: { name: 'Lotus Pacific', colors: ['#00897b', '#b2dfdb'] },
  SF: { name: 'Saffron Airways', colors: ['#ef6c00', '#ffe0b2'] },
  JD: { name: 'Jade Dragon Airlines', colors: ['#1b8a5a', '#f2c14e'] },
  LC: { name: 'Liberty Coast Airlines', colors: ['#1e3a8a', '#e63946'] },
} as const;
export type AirlineCode = keyof typeof AIRLINES;

/** The airports live with the flight module (search reads their names and time zones). */
export { AIRPORTS, type Airport };

export type Route = {
  airline: AirlineCode;
  a: Airport;
  b: Airport;
  /** Flight numbers: a->b are num+1, num+3, ...; b->a are num+2, num+4, ... */
  num: number;
  /** Local departure times from a, and from b. */
  out: string[];
  back: string[];
  /** Block minutes a->b and b->a (winds make them differ). */
  minutes: [number, number];
  aircraft: string;
  /** Typical one-way economy fare in US dollars (sold in the origin's currency, see flights.ts). */
  fare: number;
  /** First class is sold on long-haul routes only. */
  first?: boolean;
  /** A one-stop service calls here on the way (same flight number, `minutes` include the stop). */
  via?: Airport;
};

export const ROUTES: readonly Route[] = [
  {
    airline: 'OR',
    a: 'BKK',
    b: 'CNX',
    num: 100,
    out: ['07:10', '12:30', '18:45'],
    back: ['09:05', '14:35', '20:50'],
    minutes: [70, 75],
    aircraft: 'Airbus A320neo',
    fare: 48,
  },
  {
    airline: 'OR',
    a: 'BKK',
    b: 'HKT',
    num: 200,
    out: ['06:40', '11:15', '17:30'],
    back: ['09:00', '13:45', '20:05'],
    minutes: [85, 85],
    aircraft: 'Airbus A321neo',
    fare: 55,
  },
  {
    airline: 'SF',
    a: 'BKK',
    b: 'DEL',
    num: 330,
    out: ['09:25', '19:40'],
    back: ['00:35', '13:50'],
    minutes: [255, 240],
    aircraft: 'Boeing 787-8',
    fare: 185,
  },
  {
    airline: 'SF',
    a: 'BKK',
    b: 'BOM',
    num: 360,
    out: ['10:55'],
    back: ['01:40'],
    minutes: [265, 255],
    aircraft: 'Airbus A321neo',
    fare: 175,
  },
  {
    airline: 'SF',
    a: 'DEL',
    b: 'BOM',
    num: 400,
    out: ['06:00', '13:15', '20:30'],
    back: ['08:45', '16:10', '22:40'],
    minutes: [130, 135],
    aircraft: 'Airbus A320neo',
    fare: 62,
  },
  {
    airline: 'SF',
    a: 'DEL',
    b: 'JFK',
    num: 100,
    out: ['02:10'],
    back: ['11:00'],
    minutes: [960, 845],
    aircraft: 'Boeing 777-200LR',
    fare: 860,
    first: true,
  },
  {
    airline: 'LP',
    a: 'BKK',
    b: 'HKG',
    num: 620,
    out: ['08:20', '15:45'],
    back: ['11:30', '19:10'],
    minutes: [165, 170],
    aircraft: 'Airbus A330-300',
    fare: 145,
  },
  {
    airline: 'LP',
    a: 'HKG',
    b: 'TPE',
    num: 640,
    out: ['07:55', '12:40', '19:15'],
    back: ['10:35', '15:50', '21:55'],
    minutes: [110, 115],
    aircraft: 'Airbus A321neo',
    fare: 118,
  },
  {
    airline: 'LP',
    a: 'HKG',
    b: 'LAX',
    num: 880,
    out: ['12:35'],
    back: ['23:40'],
    minutes: [770, 925],
    aircraft: 'Boeing 777-300ER',
    fare: 780,
    first: true,
  },
  {
    airline: 'JD',
    a: 'BKK',
    b: 'PVG',
    num: 540,
    out: ['10:05', '23:55'],
    back: ['08:30', '17:45'],
    minutes: [270, 300],
    aircraft: 'Airbus A330-200',
    fare: 210,
  },
  {
    airline: 'JD',
    a: 'HKG',
    b: 'PVG',
    num: 500,
    out: ['09:30', '18:20'],
    back: ['07:45', '14:50'],
    minutes: [150, 160],
    aircraft: 'Airbus A321',
    fare: 140,
  },
  {
    airline: 'LC',
    a: 'JFK',
    b: 'LAX',
    num: 0,
    out: ['07:00', '12:15', '18:30'],
    back: ['08:05', '13:30', '22:15'],
    minutes: [385, 330],
    aircraft: 'Airbus A321neo',
    fare: 189,
    first: true,
  },
  {
    airline: 'LP',
    a: 'BKK',
    b: 'TPE',
    num: 700,
    out: ['07:30', '13:20'],
    back: ['09:10', '15:40'],
    minutes: [335, 350],
    aircraft: 'Airbus A330-300',
    fare: 170,
    via: 'HKG',
  },
  {
    airline: 'LP',
    a: 'BKK',
    b: 'PVG',
    num: 720,
    out: ['10:05'],
    back: ['12:35'],
    minutes: [345, 360],
    aircraft: 'Airbus A330-300',
    fare: 175,
    via: 'HKG',
  },
  {
    airline: 'SF',
    a: 'BKK',
    b: 'JFK',
    num: 500,
    out: ['21:15'],
    back: ['10:20'],
    minutes: [1335, 1250],
    aircraft: 'Boeing 777-200LR',
    fare: 910,
    first: true,
    via: 'DEL',
  },
];

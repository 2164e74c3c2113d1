import { currencyDigits } from '@wayfare/contracts';

/**
 * Conversion arithmetic, exact in integers. Rates are the countries' reference rates: units of a
 * currency per US dollar, times 1,000,000 (`perUsdMicros`). A quote shows both amounts before the user
 * confirms and exactly those move, so rounding happens once, here, and never by more than one minor
 * unit: what a user receives for a fixed amount is rounded down, what a fixed target costs is rounded up.
 */
export type Reference = { unit: string; perUsdMicros: number };

const pow10 = (n: number) => 10n ** BigInt(n);

/** Minor units of `to` that `amount` minor units of `from` buy (rounded down). */
export function convertDown(amount: number, from: Reference, to: Reference): number {
  const num = BigInt(amount) * BigInt(to.perUsdMicros) * pow10(currencyDigits(to.unit));
  const den = BigInt(from.perUsdMicros) * pow10(currencyDigits(from.unit));
  return Number(num / den);
}

/** Minor units of `from` that buy exactly `target` minor units of `to` (rounded up). */
export function costUp(target: number, from: Reference, to: Reference): number {
  const num = BigInt(target) * BigInt(from.perUsdMicros) * pow10(currencyDigits(from.unit));
  const den = BigInt(to.perUsdMicros) * pow10(currencyDigits(to.unit));
  return Number((num + den - 1n) / den);
}

/** `to` per `from` in major units, to 12 decimals, trailing zeros dropped (`35.5`, `0.028169014084`). */
export function rateText(from: Reference, to: Reference): string {
  const scaled = (BigInt(to.perUsdMicros) * pow10(12)) / BigInt(from.perUsdMicros);
  const whole = scaled / pow10(12);
  const frac = (scaled % pow10(12)).toString().padStart(12, '0').replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : `${whole}`;
}

/** How long a wallet conversion quote may be confirmed. */
export const CONVERT_QUOTE_SECONDS = 120;

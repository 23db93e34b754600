// Number and date formatting for the demos, written by hand: on a phone the first `Intl`
// formatter a page creates (a `toLocale…` call included) costs 100+ ms of CPU to load its locale
// data. These helpers print exactly what `Intl` prints for the values shown here; an app that
// serves many locales should use `Intl` instead.

/** Puts a comma between every three digits: `'1234567'` → `'1,234,567'`. */
const group = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * `|value| × 10^digits`, rounded half away from zero the way Intl rounds: on the number's
 * shortest decimal text, digit by digit. So `1.005` gives 101 (`toFixed(2)` says `1.00`) and
 * `6.0649999999999995` gives 606 (`Math.round(x * 100)` says 607). Below 1e-6, where `String`
 * would switch to an exponent, the result is 0.
 */
function scaledRound(value: number, digits: number): number {
  const text = Math.abs(value) < 1e-6 ? '0' : String(Math.abs(value));
  const [whole, fraction = ''] = text.split('.');
  const kept = Number(whole + fraction.slice(0, digits).padEnd(digits, '0'));
  return fraction.charAt(digits) >= '5' ? kept + 1 : kept;
}

/** `$1,234.50` / `€1,234.50`, or `$1,235` with no decimals; negatives as `-$1,234.50`. */
function money(symbol: string, value: number, decimals: 0 | 2): string {
  const units = scaledRound(value, decimals);
  const scale = 10 ** decimals;
  const cents = decimals ? `.${String(units % scale).padStart(decimals, '0')}` : '';
  return `${value < 0 ? '-' : ''}${symbol}${group(String(Math.floor(units / scale)))}${cents}`;
}

/**
 * A whole number as en-US `Intl` prints it: `1204500` → `'1,204,500'`. (A fraction is rounded
 * away; `Intl` would show up to three decimals.)
 */
export function formatInteger(value: number): string {
  return (value < 0 ? '-' : '') + group(String(scaledRound(value, 0)));
}

/**
 * US dollars as en-US `Intl` prints them (`style: 'currency', currency: 'USD'`): `$1,234.50`.
 * With `0` decimals, as `maximumFractionDigits: 0` does: `$1,235`.
 */
export function formatUsd(value: number, decimals: 0 | 2 = 2): string {
  return money('$', value, decimals);
}

/** Euros as en-IE `Intl` prints them (`style: 'currency', currency: 'EUR'`): `€1,234.50`. */
export function formatEur(value: number): string {
  return money('€', value, 2);
}

/** en-GB month abbreviations (CLDR's: September is "Sept"). */
const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sept Oct Nov Dec'.split(' ');

/**
 * An ISO date as en-GB `Intl` prints it with `{ day: 'numeric', month: 'short', year: 'numeric',
 * timeZone: 'UTC' }`: `'2024-03-09'` → `'9 Mar 2024'`. It reads the text itself, so the result
 * never depends on the reader's time zone.
 */
export function formatDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

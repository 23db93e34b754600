import { describe, expect, it } from 'vitest';
import { formatDate, formatEur, formatInteger, formatUsd } from '../../../demos/_data/format';
import { mulberry32 } from '../../../demos/_data/seeded';

// What Intl prints; the demos' helpers must print the same text.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const wholeUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const eur = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });
const enUs = new Intl.NumberFormat('en-US');
const gbDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Lists every value the two formatters disagree on, so a failure names them all. */
function mismatches(
  values: readonly number[],
  ours: (v: number) => string,
  intl: Intl.NumberFormat,
) {
  return values
    .filter((v) => ours(v) !== intl.format(v))
    .map((v) => `${v}: ${ours(v)} (Intl: ${intl.format(v)})`);
}

/** `[0, 1, …, count - 1]`, or `map` of each. */
function range(count: number): number[];
function range<T>(count: number, map: (i: number) => T): T[];
function range(count: number, map = (i: number): unknown => i) {
  return Array.from({ length: count }, (_, i) => map(i));
}

/** The double just above / below `x`. */
function neighbour(x: number, direction: 1 | -1): number {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  view.setBigUint64(0, view.getBigUint64(0) + BigInt(direction));
  return view.getFloat64(0);
}

const random = mulberry32(42);
/** Arbitrary doubles from 0.01 to 10^10, and the same rounded to cents and to whole units. */
const arbitrary = range(5_000, (i) => random() * 10 ** (i % 11)).flatMap((x) => [
  x,
  Math.round(x * 100) / 100,
  Math.round(x),
]);
/** Ties at the rounding digit (x.xx5 and x.5), exactly and one double either side. */
const ties = range(5_000, (i) => Math.floor(i ** 1.7))
  .flatMap((whole, i) => [Number(`${whole}.${String(i % 100).padStart(2, '0')}5`), whole + 0.5])
  .flatMap((x) => [neighbour(x, -1), x, neighbour(x, 1)]);
/** Sums of cents, whose binary value is often a hair off (0.1 + 0.2 = 0.30000000000000004). */
const sums = range(2_000, (i) =>
  range(1 + (i % 5), (j) => ((i * 37 + j * 101) % 100_000) / 100),
).map((parts) => parts.reduce((sum, part) => sum + part, 0));
const special = [
  0, 0.005, 0.015, 0.125, 0.145, 0.994, 0.995, 1.005, 1.255, 2.675, 6.0649999999999995,
];
const money = [
  ...special,
  ...range(20_001, (i) => i / 100), // every cent up to $200
  ...range(20_001),
  ...arbitrary,
  ...ties,
  ...sums,
];

describe('demo formatters', () => {
  it('formatUsd(value, 0) prints what Intl en-US USD with maximumFractionDigits 0 prints', () => {
    expect(formatUsd(148000, 0)).toBe('$148,000');
    expect(mismatches(money, (v) => formatUsd(v, 0), wholeUsd)).toEqual([]);
  });

  it('formatUsd(value) prints what Intl en-US USD prints', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(1.005)).toBe('$1.01');
    expect(mismatches(money, (v) => formatUsd(v), usd)).toEqual([]);
  });

  it('formatEur prints what Intl en-IE EUR prints', () => {
    expect(formatEur(4650)).toBe('€4,650.00');
    expect(mismatches(money, formatEur, eur)).toEqual([]);
  });

  it('negative amounts get a leading minus, as Intl prints them', () => {
    // -0 is left out: Intl prints "-$0.00", these helpers "$0.00".
    const negatives = money.filter((v) => v > 0).map((v) => -v);
    expect(formatUsd(-1234.5)).toBe('-$1,234.50');
    expect(mismatches(negatives, (v) => formatUsd(v), usd)).toEqual([]);
    expect(mismatches(negatives, (v) => formatUsd(v, 0), wholeUsd)).toEqual([]);
    expect(mismatches(negatives, formatEur, eur)).toEqual([]);
  });

  it('formatInteger prints whole numbers as en-US toLocaleString does', () => {
    expect(formatInteger(1204500)).toBe('1,204,500');
    const integers = [
      ...range(20_001),
      ...range(1_000, (i) => Math.floor(random() * 10 ** (i % 16))),
      Number.MAX_SAFE_INTEGER,
    ];
    expect(mismatches(integers, formatInteger, enUs)).toEqual([]);
    expect(mismatches(integers.map((v) => -v).filter(Boolean), formatInteger, enUs)).toEqual([]);
  });

  it('formatDate prints what en-GB toLocaleDateString prints, for every day of 1900–2100', () => {
    expect(formatDate('2019-03-11')).toBe('11 Mar 2019');
    expect(formatDate('2024-09-01')).toBe('1 Sept 2024');
    const day = 86_400_000;
    const days = range(
      (Date.UTC(2101, 0, 1) - Date.UTC(1900, 0, 1)) / day,
      (i) => Date.UTC(1900, 0, 1) + i * day,
    );
    const wrong = days
      .map((time) => new Date(time).toISOString().slice(0, 10))
      .filter((iso, i) => formatDate(iso) !== gbDate.format(days[i]));
    expect(wrong).toEqual([]);
  });
});

/**
 * Deterministic data for the performance demos: the same seed always yields the same rows, so the
 * pages, the tests and a reader's playground all show identical numbers.
 */

/** mulberry32: a tiny 32-bit PRNG. Returns a function yielding floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A stateless hash of two integers to [0, 1): lets a grid compute any cell without storing it. */
export function cellNoise(row: number, col: number, seed = 7): number {
  let h = Math.imul(row + 1, 0x9e3779b1) ^ Math.imul(col + 1, 0x85ebca77) ^ seed;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

export interface Order {
  id: number;
  customer: string;
  city: string;
  product: string;
  quantity: number;
  unitPrice: number;
  status: 'Pending' | 'Paid' | 'Shipped' | 'Delivered' | 'Refunded';
  /** ISO date, `YYYY-MM-DD`. */
  placed: string;
}

const firstNames = [
  'Ada',
  'Bruno',
  'Chiara',
  'Dmitri',
  'Elif',
  'Farah',
  'Goran',
  'Hana',
  'Idris',
  'Julia',
  'Kwame',
  'Lena',
  'Mateo',
  'Nadia',
  'Oskar',
  'Priya',
];
const lastNames = [
  'Novak',
  'Haddad',
  'Silva',
  'Kowalski',
  'Nakamura',
  'Okoro',
  'Larsen',
  'Moreau',
  'Iyer',
  'Brennan',
  'Castillo',
  'Yilmaz',
];
const cities = [
  'Lisbon',
  'Nairobi',
  'Osaka',
  'Toronto',
  'Kraków',
  'Melbourne',
  'Lyon',
  'Pune',
  'Bogotá',
  'Tallinn',
];
const products = [
  'Desk lamp',
  'Standing desk',
  'Monitor arm',
  'Office chair',
  'Keyboard',
  'Webcam',
  'Headset',
  'Footrest',
  'Cable tray',
  'Whiteboard',
];
const prices = [39, 489, 129, 349, 89, 74, 119, 45, 29, 159];
const statuses: Order['status'][] = [
  'Pending',
  'Paid',
  'Shipped',
  'Delivered',
  'Delivered',
  'Delivered',
  'Refunded',
];

const pad2 = (n: number) => String(n).padStart(2, '0');

// Every customer name and date the generator can produce, built once: 100,000 orders then share
// these strings instead of building two new ones per row (the page builds its data on load).
const customers = firstNames.flatMap((first) => lastNames.map((last) => `${first} ${last}`));
const dates = [2024, 2025].flatMap((year) =>
  Array.from({ length: 12 }, (_, m) =>
    Array.from({ length: 28 }, (_, d) => `${year}-${pad2(m + 1)}-${pad2(d + 1)}`),
  ).flat(),
);

/** Returns a function that builds the next order each time it is called (ids from 1). */
function orderMaker(seed: number): () => Order {
  const next = mulberry32(seed);
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(list: readonly T[]) => list[int(list.length)];
  let id = 0;
  return () => {
    const productIndex = int(products.length);
    const first = int(firstNames.length);
    const customer = customers[first * lastNames.length + int(lastNames.length)];
    const city = pick(cities);
    const quantity = 1 + int(12);
    const status = pick(statuses);
    const year = int(2);
    const month = int(12);
    id += 1;
    return {
      id,
      customer,
      city,
      product: products[productIndex],
      quantity,
      unitPrice: prices[productIndex],
      status,
      placed: dates[(year * 12 + month) * 28 + int(28)],
    };
  };
}

/** Builds `count` orders from `seed` at once; ids run from 1 to count. */
export function makeOrders(count: number, seed = 2024): Order[] {
  const make = orderMaker(seed);
  return Array.from({ length: count }, make);
}

export interface BuildOptions {
  seed?: number;
  /** Orders built per task; between tasks the browser can paint and handle input. */
  sliceSize?: number;
  /** Stops building (the promise rejects with the signal's reason). */
  signal?: AbortSignal;
}

/** Resolves in a later task, after the browser has had a chance to paint and handle input. */
const nextTask = () => new Promise((resume) => setTimeout(resume, 0));

/**
 * Builds the same orders as `makeOrders`, a slice at a time, each slice in a task of its own (the
 * first one too: the caller's task, often a render or an effect, pays for none of them), so
 * building 100,000 of them never blocks the page for longer than a frame or two.
 */
export async function buildOrders(count: number, options: BuildOptions = {}): Promise<Order[]> {
  const { seed = 2024, sliceSize = 5_000, signal } = options;
  const make = orderMaker(seed);
  const orders: Order[] = [];
  do {
    await nextTask();
    if (signal?.aborted) throw signal.reason;
    const end = Math.min(count, orders.length + sliceSize);
    while (orders.length < end) orders.push(make());
  } while (orders.length < count);
  return orders;
}

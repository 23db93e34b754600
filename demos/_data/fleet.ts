/**
 * A deterministic server fleet for the "Scrolling and fixed layout" demos. The same seed always
 * yields the same servers, so pages, screenshots and tests agree on every value.
 */

export type ServerRole = 'api' | 'web' | 'db' | 'cache' | 'queue' | 'batch';
export type ServerStatus = 'healthy' | 'degraded' | 'maintenance' | 'down';

/** Where a server runs. `city` is display text, so it may be in any script. */
export interface Datacenter {
  code: string;
  city: string;
  region: string;
}

/** One machine in the fleet. Percentages are 0–100, dates are ISO `YYYY-MM-DD`. */
export interface Server {
  id: string;
  hostname: string;
  role: ServerRole;
  region: string;
  datacenter: string;
  city: string;
  os: string;
  vcpu: number;
  memoryGb: number;
  diskGb: number;
  cpuLoad: number;
  memoryUse: number;
  privateIp: string;
  status: ServerStatus;
  team: string;
  uptimeDays: number;
  launched: string;
  monthlyCost: number;
}

export interface FleetOptions {
  /** Same seed, same fleet. Defaults to 20240607. */
  seed?: number;
  datacenters?: readonly Datacenter[];
}

export const DEFAULT_DATACENTERS: readonly Datacenter[] = [
  { code: 'fra1', city: 'Frankfurt', region: 'eu-central' },
  { code: 'ams2', city: 'Amsterdam', region: 'eu-west' },
  { code: 'iad1', city: 'Ashburn', region: 'us-east' },
  { code: 'sfo3', city: 'San Francisco', region: 'us-west' },
  { code: 'sin1', city: 'Singapore', region: 'ap-southeast' },
  { code: 'nrt1', city: 'Tokyo', region: 'ap-northeast' },
];

const ROLES: readonly ServerRole[] = ['api', 'web', 'db', 'cache', 'queue', 'batch'];
const SIZES = [
  { vcpu: 2, memoryGb: 4, cost: 24 },
  { vcpu: 4, memoryGb: 16, cost: 84 },
  { vcpu: 8, memoryGb: 32, cost: 168 },
  { vcpu: 16, memoryGb: 64, cost: 336 },
  { vcpu: 32, memoryGb: 128, cost: 672 },
];
const OPERATING_SYSTEMS = ['Ubuntu 22.04', 'Ubuntu 24.04', 'Debian 12', 'Rocky Linux 9'];
const TEAMS = ['Payments', 'Search', 'Identity', 'Storefront', 'Data Platform', 'Messaging'];
const DISKS = [80, 160, 320, 640, 1280];

/** mulberry32: a tiny, fast PRNG returning floats in [0, 1). */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Builds `count` servers; hostnames (`api-fra1-03`) and ids (`srv-0001`) are unique. */
export function createFleet(count: number, options: FleetOptions = {}): Server[] {
  const { seed = 20240607, datacenters = DEFAULT_DATACENTERS } = options;
  const random = createRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const sequence = new Map<string, number>();
  // Fleet "today", fixed so that uptime and launch dates never drift.
  const today = Date.UTC(2024, 5, 7);

  return Array.from({ length: count }, (_, index) => {
    const role = pick(ROLES);
    const dc = pick(datacenters);
    const prefix = `${role}-${dc.code}`;
    const number = (sequence.get(prefix) ?? 0) + 1;
    sequence.set(prefix, number);
    const size = role === 'db' ? SIZES[between(2, 4)] : pick(SIZES);
    const roll = random();
    const status: ServerStatus =
      roll < 0.78 ? 'healthy' : roll < 0.9 ? 'degraded' : roll < 0.96 ? 'maintenance' : 'down';
    const ageDays = between(20, 1400);
    const diskGb = pick(DISKS);
    const cpuLoad =
      status === 'down'
        ? 0
        : status === 'degraded'
          ? between(80, 99)
          : status === 'maintenance'
            ? between(0, 12)
            : between(4, 78);

    return {
      id: `srv-${String(index + 1).padStart(4, '0')}`,
      hostname: `${prefix}-${String(number).padStart(2, '0')}`,
      role,
      region: dc.region,
      datacenter: dc.code,
      city: dc.city,
      os: pick(OPERATING_SYSTEMS),
      vcpu: size.vcpu,
      memoryGb: size.memoryGb,
      diskGb,
      cpuLoad,
      memoryUse: status === 'down' ? 0 : between(18, 94),
      privateIp: `10.${between(0, 31)}.${between(0, 255)}.${between(2, 254)}`,
      status,
      team: pick(TEAMS),
      uptimeDays: status === 'down' ? 0 : Math.min(ageDays, between(1, 240)),
      launched: new Date(today - ageDays * 86_400_000).toISOString().slice(0, 10),
      monthlyCost: size.cost + Math.round(diskGb * 0.1),
    };
  });
}

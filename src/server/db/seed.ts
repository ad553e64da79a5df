import {
  COMPLIANCE_SETTING_KEY,
  DEFAULT_COMPLIANCE_THRESHOLDS,
} from '@domain/compliance/thresholds';
import { STANDARD_DENOMINATIONS } from '@domain/cash/denominations';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from './client';
import { accounts, currencies, currencyRates, denominations, settings } from './schema';

type SeedCurrency = {
  code: string;
  name: string;
  symbol: string;
  tier: number;
  rounding_factor: string;
  decimal_places: number;
  // CAD per one unit: what the bureau pays when buying, and charges when selling.
  cad?: { buy: string; sell: string };
};

// CAD is the base. Cash rounding: CAD and CHF have no 1-cent coin; JPY has no minor unit.
const SEED_CURRENCIES: SeedCurrency[] = [
  {
    code: 'CAD',
    name: 'Canadian Dollar',
    symbol: '$',
    tier: 1,
    rounding_factor: '0.05',
    decimal_places: 2,
  },
  {
    code: 'USD',
    name: 'US Dollar',
    symbol: '$',
    tier: 1,
    rounding_factor: '0.01',
    decimal_places: 2,
    cad: { buy: '1.3500', sell: '1.4000' },
  },
  {
    code: 'EUR',
    name: 'Euro',
    symbol: '€',
    tier: 1,
    rounding_factor: '0.01',
    decimal_places: 2,
    cad: { buy: '1.4600', sell: '1.5200' },
  },
  {
    code: 'GBP',
    name: 'British Pound',
    symbol: '£',
    tier: 1,
    rounding_factor: '0.01',
    decimal_places: 2,
    cad: { buy: '1.7000', sell: '1.7700' },
  },
  {
    code: 'JPY',
    name: 'Japanese Yen',
    symbol: '¥',
    tier: 2,
    rounding_factor: '1',
    decimal_places: 0,
    cad: { buy: '0.008900', sell: '0.009400' },
  },
  {
    code: 'CHF',
    name: 'Swiss Franc',
    symbol: 'Fr',
    tier: 2,
    rounding_factor: '0.05',
    decimal_places: 2,
    cad: { buy: '1.5300', sell: '1.6000' },
  },
  {
    code: 'AUD',
    name: 'Australian Dollar',
    symbol: 'A$',
    tier: 2,
    rounding_factor: '0.01',
    decimal_places: 2,
    cad: { buy: '0.8800', sell: '0.9300' },
  },
  {
    code: 'CNY',
    name: 'Chinese Yuan',
    symbol: '¥',
    tier: 2,
    rounding_factor: '0.01',
    decimal_places: 2,
    cad: { buy: '0.1850', sell: '0.1980' },
  },
  {
    code: 'MXN',
    name: 'Mexican Peso',
    symbol: '$',
    tier: 3,
    rounding_factor: '0.01',
    decimal_places: 2,
    cad: { buy: '0.0700', sell: '0.0780' },
  },
  {
    code: 'INR',
    name: 'Indian Rupee',
    symbol: '₹',
    tier: 3,
    rounding_factor: '1',
    decimal_places: 2,
    cad: { buy: '0.0155', sell: '0.0172' },
  },
];

export const DEFAULT_SETTINGS = [
  {
    key: 'crypto_enabled',
    value: { enabled: false },
    description: 'Enable cryptocurrency features',
  },
  {
    key: 'crypto_refresh_interval',
    value: { seconds: 60 },
    description: 'How often crypto prices are refreshed, in seconds',
  },
  {
    key: 'require_id_for_card',
    value: { enabled: true },
    description: 'Require an ID card on file for card payments',
  },
  {
    key: 'id_images',
    value: { enabled: false },
    description: 'Keep photos of ID documents, encrypted at rest',
  },
  {
    key: 'tellers_spot_count',
    value: { enabled: false },
    description: 'Let a teller spot count their own open till during the day',
  },
  {
    key: 'fintrac_reporting_entity',
    value: { reporting_entity_number: null, contact_id: null },
    description: "The bureau's FINTRAC reporting entity number and compliance contact ID",
  },
  {
    key: 'business_profile',
    // Placeholders, plainly so, until the bureau enters its own on the Settings page.
    value: {
      name: 'Your Exchange Bureau',
      address: '123 Example Street, Your City',
      phone: '(000) 000-0000',
    },
    description: 'Bureau name, address and phone printed on receipts',
  },
  {
    key: 'business_time_zone',
    value: { time_zone: 'America/Toronto' },
    description: "The bureau's time zone: where its days start and end in reports",
  },
  {
    key: 'rate_override_tolerance_percent',
    value: { percent: 2 },
    description: "How far a teller may move an exchange's rate from the table rate, in percent",
  },
  {
    key: 'till_variance_tolerance',
    value: { amount: '0' },
    description:
      "How far a till's count may differ from what it should hold (per currency, in CAD) and close without a manager",
  },
  {
    key: COMPLIANCE_SETTING_KEY,
    value: DEFAULT_COMPLIANCE_THRESHOLDS,
    description:
      "FINTRAC's thresholds in CAD, the 24-hour window's start time and the reports' deadlines",
  },
];

// An arbitrary constant, beside the migrations' lock (client.ts).
const SEED_LOCK_ID = 727_002;

// Reference data for a new database. Safe to run at every start: it never duplicates a row,
// and sample currencies and rates are written only into an empty currency table.
export async function seedReferenceData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    // Instances starting together on a new database seed it one at a time: the second sees the
    // first one's currencies instead of inserting them again (held until this commits). The
    // settings insert below would also wait for the first seed, but only while it comes first.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    await tx
      .insert(settings)
      .values(DEFAULT_SETTINGS)
      .onConflictDoNothing({ target: settings.key });

    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(currencies);
    if (count === 0) {
      const inserted = await tx
        .insert(currencies)
        .values(SEED_CURRENCIES.map(({ cad: _cad, ...c }) => c))
        .returning({ id: currencies.id, code: currencies.code });
      const idOf = new Map(inserted.map((c) => [c.code, c.id]));
      const cadId = idOf.get('CAD');
      if (!cadId) throw new Error('CAD was not seeded');
      const rates = SEED_CURRENCIES.flatMap((c) => {
        const id = idOf.get(c.code);
        if (!c.cad || !id) return [];
        return [
          {
            from_currency_id: id,
            to_currency_id: cadId,
            buy_rate: c.cad.buy,
            sell_rate: c.cad.sell,
          },
          // Customer hands over CAD: they get the foreign currency at the bureau's selling price.
          {
            from_currency_id: cadId,
            to_currency_id: id,
            buy_rate: sql`round(1 / ${c.cad.sell}::numeric, 8)`,
            sell_rate: sql`round(1 / ${c.cad.buy}::numeric, 8)`,
          },
        ];
      });
      await tx.insert(currencyRates).values(rates);
    }

    // Every currency has exactly one account (a repair as much as a seed).
    await tx.execute(sql`
      insert into ${accounts} (currency_id)
      select c.id from ${currencies} c
      on conflict (currency_id) do nothing`);

    await seedDenominations(tx);
  });
}

// The usual notes and coins of the currencies held, only into an empty table: once the owner
// has changed them, a restart leaves their list as it is.
async function seedDenominations(tx: Tx): Promise<void> {
  const [{ count } = { count: 0 }] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(denominations);
  if (count > 0) return;
  const held = await tx.select({ id: currencies.id, code: currencies.code }).from(currencies);
  const rows = held.flatMap(({ id, code }) => {
    const standard = STANDARD_DENOMINATIONS[code];
    if (!standard) return [];
    // One row per value: where a value is both a note and a coin (MXN 20), the note.
    const coins = standard.coins.filter((value) => !standard.notes.includes(value));
    return [
      ...standard.notes.map((value) => ({ currency_id: id, value, kind: 'note' as const })),
      ...coins.map((value) => ({ currency_id: id, value, kind: 'coin' as const })),
    ];
  });
  if (rows.length > 0) await tx.insert(denominations).values(rows);
}

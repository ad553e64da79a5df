import { customType, numeric, timestamp, uuid } from 'drizzle-orm/pg-core';

// Money and rates: exact NUMERIC, read back as strings (DESIGN §3).
export const money = (name: string) => numeric(name, { precision: 38, scale: 18 });

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const primaryId = () => uuid('id').primaryKey().defaultRandom();

// Binary data (an encrypted photo), read back as a Buffer.
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
});

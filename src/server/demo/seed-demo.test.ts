import { afterAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../db/client';
import { createTestDatabase, databaseKinds } from '../test/test-database';
import { seedDemoData } from './seed-demo';

describe.each(databaseKinds)('demo data (%s)', (kind) => {
  let handle: DatabaseHandle;
  afterAll(() => handle.close());

  it('adds companies and customers with their ID cards once, and nothing the second time', async () => {
    handle = await createTestDatabase(kind);
    expect(await seedDemoData(handle.db)).toEqual({ companies: 3, customers: 8 });
    expect(await seedDemoData(handle.db)).toBe('already present');
    const [row] = await queryRows<{ companies: number; customers: number; cards: number }>(
      handle.db,
      `select (select count(*)::int from companies) as companies,
              (select count(*)::int from customers) as customers,
              (select count(*)::int from id_cards) as cards`,
    );
    expect(row).toEqual({ companies: 3, customers: 8, cards: 6 });
    const [amelia] = await queryRows<{ company: string }>(
      handle.db,
      `select co.name as company from customers c join companies co on co.id = c.company_id
       where c.email = 'amelia.chen@example.com'`,
    );
    expect(amelia?.company).toBe('Northwind Trading Ltd');
  });
});

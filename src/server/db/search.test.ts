import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companySearchExpression } from '../modules/companies/queries';
import { customerSearch } from '../modules/customers/queries';
import { queryRows, type DatabaseHandle } from './client';
import { containsPattern, matchesSearch } from './search';
import { createTestDatabase, databaseKinds } from '../test/test-database';

describe('containsPattern', () => {
  it('matches the text literally, case-insensitively', () => {
    expect(containsPattern('Ada')).toBe('%ada%');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});

// The list queries must repeat each trigram index's expression exactly, or the database falls
// back to reading the whole table: with sequential scans disabled the plan must name the index.
describe.each(databaseKinds)('searches use the trigram indexes (%s)', (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(() => handle.close());

  const plan = (query: SQL) =>
    handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = await queryRows<Record<string, string>>(tx, sql`explain ${query}`);
      return rows.map((r) => Object.values(r).join(' ')).join('\n');
    });

  it('customers by name, email or phone', async () => {
    expect(await plan(sql`select id from customers where ${customerSearch('lovelace')}`)).toContain(
      'customers_search_trgm',
    );
  });

  it('customers by one or two characters, through the pieces of the same text', async () => {
    for (const term of ['a', 'Lo']) {
      expect(await plan(sql`select id from customers where ${customerSearch(term)}`)).toContain(
        'customers_search_short_grams',
      );
    }
  });

  it('companies by one or two characters', async () => {
    const where = matchesSearch(companySearchExpression, 'm');
    expect(await plan(sql`select id from companies where ${where}`)).toContain(
      'companies_search_short_grams',
    );
  });

  it('companies by name, industry, email or registration', async () => {
    const where = matchesSearch(companySearchExpression, 'maple');
    expect(await plan(sql`select id from companies where ${where}`)).toContain(
      'companies_search_trgm',
    );
  });
});

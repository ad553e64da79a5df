import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companySearchExpression, companyTextSearch } from '../modules/companies/queries';
import { customerSearch } from '../modules/customers/queries';
import { queryRows, type DatabaseHandle } from './client';
import { containsPattern, matchesSearch, searchCondition } from './search';
import { createTestDatabase } from '../test/test-database';

describe('containsPattern', () => {
  it('matches the text literally, case-insensitively', () => {
    expect(containsPattern('Ada')).toBe('%ada%');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});

// The list queries must repeat each trigram index's expression exactly, or the database falls
// back to reading the whole table: with sequential scans disabled the plan must name the index.
describe('searches use the trigram indexes', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
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

  it('companies by a registration number: its start, and the rest of the text by contains', async () => {
    await handle.db.execute(sql`insert into companies (name, registration_number) values
      ('Reg Alpha', 'BN000004999'), ('Reg Beta BN000004999 Holdings', null),
      ('Reg Gamma', 'bn0000049990'), ('Reg Delta', 'XBN000004999'), ('Reg Epsilon', 'BN000004998')`);
    const where = searchCondition(companyTextSearch('BN000004999'));
    const found = await queryRows<{ name: string }>(
      handle.db,
      sql`select name from companies where ${where} order by name`,
    );
    expect(found.map((row) => row.name)).toEqual([
      'Reg Alpha',
      'Reg Beta BN000004999 Holdings',
      'Reg Gamma',
    ]);
    const explained = await plan(sql`select id from companies where ${where}`);
    expect(explained).toContain('companies_registration_prefix');
    expect(explained).toContain('companies_search_other_trgm');
    // Any other term is "contains" over the whole text, the registration number's middle too.
    const digits = searchCondition(companyTextSearch('000004999'));
    const byDigits = await queryRows<{ name: string }>(
      handle.db,
      sql`select name from companies where ${digits} and name like 'Reg %' order by name`,
    );
    expect(byDigits.map((row) => row.name)).toEqual([
      'Reg Alpha',
      'Reg Beta BN000004999 Holdings',
      'Reg Delta',
      'Reg Gamma',
    ]);
  });

  it('companies by name, industry, email or registration', async () => {
    const where = matchesSearch(companySearchExpression, 'maple');
    expect(await plan(sql`select id from companies where ${where}`)).toContain(
      'companies_search_trgm',
    );
  });
});

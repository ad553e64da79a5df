import { describe, expect, it } from 'vitest';
import type { Dashboard } from '@domain/contracts/dashboard';
import { apiSuite } from '../../test/api-suite';
import { withBookedFactsGuardLifted } from '../../test/booked-facts';

// The dashboard's "Total customers" is read from customer_totals, which the triggers of
// migration 0018 keep; whatever adds or removes customers, it equals the customers counted.
describe('total customers', () => {
  const s = apiSuite();
  const run = (text: string) => s.t.database.db.execute(text);
  const shown = async () => {
    const res = await s.call('GET', '/api/dashboard');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Dashboard>().total_customers;
  };
  const expectExact = async () => expect(await shown()).toBe(await s.rowCount('customers'));

  it('follows customers added one at a time and many at once, deleted and truncated', async () => {
    expect(await shown()).toBe(0);
    const created = await s.call('POST', '/api/customers', {
      first_name: 'Tally',
      last_name: 'One',
      email: `tally@totals.test`,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await shown()).toBe(1);

    await run(`insert into customers (first_name, last_name, email)
      select 'Bulk', 'Row' || g, 'bulk' || g || '@totals.test' from generate_series(1, 500) g`);
    expect(await shown()).toBe(501);

    await run(`delete from customers where email like 'bulk%' and last_name < 'Row3'`);
    await expectExact();

    // A statement that fails changes nothing, the total included.
    await expect(
      run(`insert into customers (first_name, last_name, email)
        select 'Bad', case when g = 3 then ' ' else 'Row' end, 'bad' || g || '@totals.test'
        from generate_series(1, 5) g`),
    ).rejects.toThrow();
    await expectExact();

    // Truncating customers truncates their transactions too: a database owner's act.
    await withBookedFactsGuardLifted({ execute: run }, () => run('truncate customers cascade'));
    expect(await shown()).toBe(0);
    await s.call('POST', '/api/customers', {
      first_name: 'After',
      last_name: 'Truncate',
      email: `after@totals.test`,
    });
    expect(await shown()).toBe(1);
  });
});

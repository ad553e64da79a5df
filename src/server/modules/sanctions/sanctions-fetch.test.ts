import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { sanctionsStatus } from '@domain/contracts/sanctions';
import { exchangeSuite } from '../../test/exchange-suite';
import {
  startFakeSanctionsServer,
  type FakeSanctionsServer,
} from '../../test/fake-sanctions-server';

// The lists fetched from their publishers' URLs (a local fake serving the real files), apart
// from the imports, holds and reviews of sanctions.test.ts.
type Status = z.infer<typeof sanctionsStatus>;

describe('sanctions lists fetched from their publishers', () => {
  let fake: FakeSanctionsServer;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    fake = await startFakeSanctionsServer();
    Object.assign(env, {
      SANCTIONS_SEMA_URL: fake.urls.sema,
      SANCTIONS_UN_URL: fake.urls.un,
      SANCTIONS_FETCH_TIMEOUT_MS: '5000',
    });
  });
  afterAll(() => fake.close());
  const s = exchangeSuite(env);
  const fetchNow = async () => {
    const res = await s.call('POST', '/api/sanctions/fetch');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Status>();
  };

  it('imports what it fetches, keeps a failure as an error and the last list in force', async () => {
    const first = await fetchNow();
    expect(first.lists.map((l) => l.source)).toEqual(['sema', 'un']);
    expect(first.fetches).toEqual([
      expect.objectContaining({ source: 'sema', error: null }),
      expect.objectContaining({ source: 'un', error: null }),
    ]);
    const un = first.lists.find((l) => l.source === 'un');

    fake.answer('un', { kind: 'status', status: 500, body: 'Internal Server Error' });
    const failed = await fetchNow();
    expect(failed.fetches.find((f) => f.source === 'un')?.error).toMatch(/500/);
    expect(failed.lists.find((l) => l.source === 'un')).toEqual(un);

    fake.answer('un', { kind: 'file', body: '<html><body>Service maintenance</body></html>' });
    const garbage = await fetchNow();
    expect(garbage.fetches.find((f) => f.source === 'un')?.error).toMatch(/not a valid list/);
    expect(garbage.lists.find((l) => l.source === 'un')).toEqual(un);
    expect(fake.calls.un).toBe(3);
  });
});

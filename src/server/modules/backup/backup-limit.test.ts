import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../../db/client';
import { composeApp } from '../../start-server';
import { testConfig } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import { BACKUP_RUNNING } from './routes';

describe('the backup download, one at a time', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let headers: { authorization: string };
  // Each dump hands out a stream the test ends when it chooses.
  const dumps: PassThrough[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const dump = async () => {
      const stream = new PassThrough();
      dumps.push(stream);
      return stream;
    };
    app = await composeApp(testConfig(), { ...database, dump });
    await app.ready();
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: 'owner@bureau.test', password: 'correct horse battery', name: 'Owner' },
    });
    headers = { authorization: `Bearer ${String(signUp.headers['set-auth-token'])}` };
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const download = () => app.inject({ method: 'GET', url: '/api/backup', headers });
  const backupsInAudit = async () =>
    (await queryRows(database.db, `select 1 from audit_log where action = 'backup'`)).length;

  it('refuses a second backup with 429 while one is sent, writing nothing, then takes the next', async () => {
    const first = download();
    await expect.poll(() => dumps.length).toBe(1);
    const second = await download();
    expect(second.statusCode).toBe(429);
    expect(second.json()).toEqual({ code: 'rate_limited', error: BACKUP_RUNNING });
    expect(dumps).toHaveLength(1);
    expect(await backupsInAudit()).toBe(1);

    dumps[0]?.end('-- bureau backup v1\n');
    expect((await first).statusCode).toBe(200);

    const third = download();
    await expect.poll(() => dumps.length).toBe(2);
    dumps[1]?.end('-- bureau backup v1\n');
    expect((await third).statusCode).toBe(200);
    expect(await backupsInAudit()).toBe(2);
  });

  it('frees the download when a backup fails midway, and answers an error, not a file', async () => {
    const next = download();
    await expect.poll(() => dumps.length).toBe(3);
    dumps[2]?.destroy(new Error('the disk is gone'));
    // Failed before its first byte: an error the client can read, not a file to save.
    const failed = await next;
    expect(failed.statusCode).toBe(500);
    expect(failed.headers['content-disposition']).toBeUndefined();
    expect(failed.json()).toEqual({ code: 'internal', error: 'Internal server error' });
    const after = download();
    await expect.poll(() => dumps.length).toBe(4);
    dumps[3]?.end('-- bureau backup v1\n');
    expect((await after).statusCode).toBe(200);
  });
});

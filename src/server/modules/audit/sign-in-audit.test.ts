import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  signInLockedMessage,
  SIGN_IN_FIRST_DELAY_SECONDS,
  SIGN_IN_FREE_FAILURES,
} from '@domain/audit';
import type { AuditList } from '@domain/contracts/audit';
import { createTestApp, type TestApp } from '../../test/test-app';

const PASSWORD = 'correct horse battery';

describe('sign-in in the audit trail', () => {
  let t: TestApp;
  let owner: { authorization: string };
  let serial = 0;
  beforeAll(async () => {
    // The per-address limit is set high: these tests are about the per-account one.
    t = await createTestApp({ SIGN_IN_RATE_LIMIT: '1000' });
    owner = (await t.signUp()).headers;
  });
  afterAll(() => t.close());

  const signIn = (email: string, password: string, address = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: address,
      payload: { email, password },
    });
  const trail = async (query: string) =>
    (await t.as(owner, { method: 'GET', url: `/api/audit?${query}` })).json<AuditList>().rows;
  const member = async () => {
    const email = `member${++serial}@bureau.test`;
    const { userId } = await t.signUp(email);
    return { email, userId };
  };

  it('records sign-in and sign-out with the address, never the token', async () => {
    const { email, userId } = await member();
    const res = await signIn(email, PASSWORD, '10.0.0.7');
    expect(res.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${String(res.headers['set-auth-token'])}` };
    const out = await t.as(headers, { method: 'POST', url: '/api/auth/sign-out', payload: {} });
    expect(out.statusCode).toBe(200);
    const rows = await trail(`record_type=staff&record_id=${userId}`);
    const [signedOut, signedIn] = rows;
    expect(signedIn).toMatchObject({
      action: 'sign_in',
      address: '10.0.0.7',
      actor: { id: userId },
    });
    expect(signedOut).toMatchObject({ action: 'sign_out', actor: { id: userId } });
    expect(JSON.stringify(rows)).not.toContain(String(res.headers['set-auth-token']).split('.')[0]);
    expect(JSON.stringify(rows)).not.toContain(PASSWORD);
  });

  it('lets the owner see failed sign-ins: the email tried and the address', async () => {
    const { email, userId } = await member();
    expect((await signIn(email.toUpperCase(), 'wrong password 1', '10.0.0.9')).statusCode).toBe(
      401,
    );
    expect((await signIn('nobody@bureau.test', 'wrong password 2', '10.0.0.9')).statusCode).toBe(
      401,
    );
    const failed = await trail('action=sign_in_failed&limit=100');
    expect(failed.find((e) => e.record_id === userId)).toMatchObject({
      actor: null,
      address: '10.0.0.9',
      record_type: 'staff',
      after: { email },
    });
    expect(failed.find((e) => e.after?.email === 'nobody@bureau.test')).toMatchObject({
      record_id: null,
    });
  });

  it('slows guessing at one account from many addresses, not the others', async () => {
    const { email } = await member();
    const other = await member();
    for (let i = 0; i < SIGN_IN_FREE_FAILURES; i++) {
      expect((await signIn(email, `guess ${i}`, `10.1.0.${i}`)).statusCode).toBe(401);
    }
    // Even the right password waits: it is not checked until the delay has passed.
    const refused = await signIn(email, PASSWORD, '10.2.0.1');
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(SIGN_IN_FIRST_DELAY_SECONDS);
    expect(refused.json()).toMatchObject({
      code: 'rate_limited',
      error: signInLockedMessage(wait),
    });
    // A refused attempt is not one more failure: the wait does not grow.
    const again = await signIn(email, 'guess again', '10.2.0.2');
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(wait);
    expect(
      (await trail('action=sign_in_failed&limit=100')).filter((e) => e.after?.email === email),
    ).toHaveLength(SIGN_IN_FREE_FAILURES);
    // Another account, from the same addresses, signs in as usual.
    expect((await signIn(other.email, PASSWORD, '10.1.0.0')).statusCode).toBe(200);
  });

  it("records the owner's deactivation ending the member's sessions", async () => {
    const { email, userId } = await member();
    expect((await signIn(email, PASSWORD)).statusCode).toBe(200);
    const off = await t.as(owner, { method: 'POST', url: `/api/staff/${userId}/deactivate` });
    expect(off.statusCode).toBe(200);
    const rows = await trail(`record_type=staff&record_id=${userId}&limit=100`);
    const ownerId = rows.find((e) => e.action === 'update')?.actor?.id;
    expect(rows.filter((e) => e.action === 'sign_out').map((e) => e.actor?.id)).toEqual([
      ownerId,
      ownerId,
    ]);
    expect(rows.find((e) => e.action === 'update')).toMatchObject({
      before: { status: 'active' },
      after: { status: 'deactivated' },
    });
  });
});

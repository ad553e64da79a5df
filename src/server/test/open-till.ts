import type { TillSession } from '@domain/contracts/cash';
import { MAIN_BRANCH_ID } from '../db/schema/cash';
import type { TestApp } from './test-app';

type Headers = { authorization: string };

let tills = 0;

/**
 * Test support: through the API, the owner adds a new till to the Main branch and `user` (the
 * owner unless told) opens it with an empty count, so that user can book exchanges. A new till
 * holds nothing, so the empty count has no variance. Returns the open session.
 */
export async function openTillFor(
  t: TestApp,
  owner: Headers,
  user: Headers = owner,
  opts: { branchId?: string; name?: string } = {},
): Promise<TillSession> {
  tills += 1;
  const created = await t.as(owner, {
    method: 'POST',
    url: `/api/branches/${opts.branchId ?? MAIN_BRANCH_ID}/tills`,
    payload: { name: opts.name ?? `Test till ${process.pid}-${tills}-${Date.now()}` },
  });
  if (created.statusCode !== 201) throw new Error(`till: ${created.body}`);
  const till = created.json<{ id: string }>();
  const opened = await t.as(user, {
    method: 'POST',
    url: `/api/tills/${till.id}/open`,
    payload: { counts: [] },
  });
  if (opened.statusCode !== 201) throw new Error(`open till: ${opened.body}`);
  return opened.json<TillSession>();
}

/** openTillFor under a shorter name. */
export const openTill = openTillFor;

// The throughput bench's member: signed up on the app (the first account, so its owner), with a
// till of its own open at the Main branch, and its user id.
import { MAIN_BRANCH_ID } from '../src/server/db/schema/cash';
import type { ServerProcess } from './bench-processes';

// Signs up and opens the till; answers the headers its requests send (a bearer token).
export async function signIn(app: ServerProcess): Promise<Record<string, string>> {
  const res = await fetch(`${app.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.url },
    body: JSON.stringify({ email: 'bench@bench.test', password: 'bench bench bench', name: 'B' }),
  });
  if (!res.ok) throw new Error(`sign-up: ${res.status} ${await res.text()}`);
  const headers = {
    authorization: `Bearer ${res.headers.get('set-auth-token')}`,
    'content-type': 'application/json',
  };
  await openTill(app.url, headers);
  return headers;
}

// Exchanges are booked through the teller's open till (issue 25): the bench's member, the
// owner, adds a till to the Main branch and opens it with an empty count.
/**
 * A till of the member's own at the Main branch, opened with an empty count. On a database a
 * bench reuses, the member's till of an earlier run may still be open: with `earlierMayBeOpen`
 * the opening's 409 is taken as the till the member already has.
 */
export async function openTill(
  url: string,
  headers: Record<string, string>,
  { name = 'Bench till', earlierMayBeOpen = false } = {},
) {
  const post = (path: string, body: unknown) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const created = await post(`/api/branches/${MAIN_BRANCH_ID}/tills`, { name });
  if (!created.ok) throw new Error(`the bench till: ${created.status} ${await created.text()}`);
  const till = (await created.json()) as { id: string };
  const opened = await post(`/api/tills/${till.id}/open`, { counts: [] });
  if (!opened.ok && !(earlierMayBeOpen && opened.status === 409)) {
    throw new Error(`opening the bench till: ${opened.status} ${await opened.text()}`);
  }
}

export async function userIdOf(
  app: ServerProcess,
  headers: Record<string, string>,
): Promise<string> {
  const session = await fetch(`${app.url}/api/auth/get-session`, { headers });
  return ((await session.json()) as { user: { id: string } }).user.id;
}

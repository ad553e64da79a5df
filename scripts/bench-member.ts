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
  await openTill(app, headers);
  return headers;
}

// Exchanges are booked through the teller's open till (issue 25): the bench's member, the
// owner, adds a till to the Main branch and opens it with an empty count.
async function openTill(app: ServerProcess, headers: Record<string, string>) {
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${app.url}${path}`, {
      method: 'POST',
      headers: { ...headers, origin: app.url },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { id: string };
  };
  const till = await post(`/api/branches/${MAIN_BRANCH_ID}/tills`, { name: 'Bench till' });
  await post(`/api/tills/${till.id}/open`, { counts: [] });
}

// The signed-in member's user id, as the session answers it.
export async function userIdOf(
  app: ServerProcess,
  headers: Record<string, string>,
): Promise<string> {
  const session = await fetch(`${app.url}/api/auth/get-session`, { headers });
  return ((await session.json()) as { user: { id: string } }).user.id;
}

import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';

// The board's requests per client address, as the sign-in library limits its public routes
// (auth/create-auth.ts: 100 a minute, counted in auth_rate_limits so every instance shares the
// count). A screen asks once a minute; a guesser of tokens is slowed down with everyone else.
export const BOARD_REQUEST_LIMIT = { windowSeconds: 60, max: 100 } as const;

/** Counts a request from `address`; the seconds to wait when it is over the limit, else 0. */
export async function boardRequestWait(db: Database, address: string, now: Date): Promise<number> {
  const windowMs = BOARD_REQUEST_LIMIT.windowSeconds * 1000;
  const at = now.getTime();
  // Keys never meet the library's own ('<address><path>'): theirs start with the path's slash.
  const key = `${address}|rate-board`;
  const [row] = await queryRows<{ count: number; last_request: string | number }>(
    db,
    sql`insert into auth_rate_limits (id, key, count, last_request)
        values (gen_random_uuid()::text, ${key}, 1, ${at})
        on conflict (key) do update set
          count = case when auth_rate_limits.last_request <= ${at - windowMs} then 1
            else auth_rate_limits.count + 1 end,
          last_request = case when auth_rate_limits.last_request <= ${at - windowMs} then ${at}
            else auth_rate_limits.last_request end
        returning count, last_request`,
  );
  if (!row || row.count <= BOARD_REQUEST_LIMIT.max) return 0;
  // Here last_request is when the counting window started.
  return Math.max(1, Math.ceil((Number(row.last_request) + windowMs - at) / 1000));
}

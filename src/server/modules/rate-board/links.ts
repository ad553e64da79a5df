import { sql } from 'drizzle-orm';
import {
  BOARD_MESSAGES,
  type BoardLink,
  type CreateBoardLinkInput,
} from '@domain/contracts/rate-board';
import { queryRows, type Database, type Tx } from '../../db/client';
import { conflict, notFound } from '../../http-errors';
import { hashBoardToken, newBoardToken } from './token';

type RawLink = {
  id: string;
  label: string;
  created_at: Date | string;
  created_by: string | null;
  revoked_at: Date | string | null;
  revoked_by: string | null;
};

const iso = (value: Date | string) => new Date(value).toISOString();

function toLink(row: RawLink): BoardLink {
  return {
    id: row.id,
    label: row.label,
    created_at: iso(row.created_at),
    created_by: row.created_by,
    revoked_at: row.revoked_at === null ? null : iso(row.revoked_at),
    revoked_by: row.revoked_by,
  };
}

// A link with the names of who made and revoked it (null once their account is gone).
const linkRows = (where: ReturnType<typeof sql>) => sql`
  select l.id, l.label, l.created_at, l.revoked_at,
    maker.name as created_by, revoker.name as revoked_by
  from rate_board_tokens l
  left join auth_users maker on maker.id = l.created_by
  left join auth_users revoker on revoker.id = l.revoked_by
  where ${where}
  order by l.revoked_at is not null, l.created_at desc, l.id`;

async function findLink(db: Database | Tx, id: string): Promise<BoardLink | null> {
  const [row] = await queryRows<RawLink>(db, linkRows(sql`l.id = ${id}`));
  return row ? toLink(row) : null;
}

// The change in the audit trail, in the same transaction, with the request's staff member and
// address (docs/decisions/0020). Never the token nor its hash.
async function audit(tx: Tx, action: 'create' | 'revoke', id: string, after: object) {
  await tx.execute(
    sql`insert into audit_log (actor_id, address, action, record_type, record_id, after)
        values (audit_actor(), audit_address(), ${action}, 'rate_board_link', ${id},
          ${JSON.stringify(after)}::jsonb)`,
  );
}

/** Every link, those in use first, newest first. */
export async function listBoardLinks(db: Database): Promise<{ rows: BoardLink[] }> {
  const rows = await queryRows<RawLink>(db, linkRows(sql`true`));
  return { rows: rows.map(toLink) };
}

/** A new link and its token, which is answered now and never again. */
export async function createBoardLink(
  db: Database,
  userId: string | null,
  input: CreateBoardLinkInput,
): Promise<{ link: BoardLink; token: string }> {
  const token = newBoardToken();
  const link = await db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into rate_board_tokens (token_hash, label, created_by)
          values (${hashBoardToken(token)}, ${input.label.trim()}, ${userId}) returning id`,
    );
    if (!row) throw new Error('insert returned no link');
    await audit(tx, 'create', row.id, { label: input.label.trim() });
    const made = await findLink(tx, row.id);
    if (!made) throw new Error('the link just made is missing');
    return made;
  });
  return { link, token };
}

/** Ends a link: its board answers 404 from now on. */
export async function revokeBoardLink(
  db: Database,
  userId: string | null,
  id: string,
  now: Date,
): Promise<BoardLink> {
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ revoked_at: Date | string | null; label: string }>(
      tx,
      sql`select revoked_at, label from rate_board_tokens where id = ${id} for update`,
    );
    if (!row) throw notFound(BOARD_MESSAGES.linkNotFound);
    if (row.revoked_at !== null) throw conflict(BOARD_MESSAGES.alreadyRevoked);
    await tx.execute(
      sql`update rate_board_tokens set revoked_at = ${now.toISOString()}::timestamptz,
            revoked_by = ${userId} where id = ${id}`,
    );
    await audit(tx, 'revoke', id, { label: row.label, revoked_at: now.toISOString() });
    const revoked = await findLink(tx, id);
    if (!revoked) throw notFound(BOARD_MESSAGES.linkNotFound);
    return revoked;
  });
}

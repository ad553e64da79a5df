import { sql, type SQL } from 'drizzle-orm';
import type { PageToRead } from '../../db/list-page';
import { queryRows, type Database, type Tx } from '../../db/client';
import { looksLikeCode } from '../../db/search';

// The companies cut into chunks in list order, each with the pieces of its companies' searched
// text (migration 0039): a search with many matches walks only the chunks that can hold one.

// About how many companies a chunk holds: a chunk walked for its page reads at most this many
// through companies_name_idx (about 2 ms), and the pieces of a million companies are about
// 800,000 rows. Companies no more than one chunk are not cut: their page is read as it was.
export const COMPANY_CHUNK_SIZE = 1024;

// How many chunks that hold a term's pieces a search walks before it sorts its matches instead
// (chunks whose pieces come from several companies, none of which matches).
export const CHUNK_BUDGET = 8;

/**
 * The ids of a searched page of the companies not archived, walked chunk by chunk (an array
 * in list order), or null: not cut into chunks, or CHUNK_BUDGET chunks walked without filling
 * the page. Undefined when the term is a registration number's (searched by its start).
 */
export function chunkedCompanyPage(term: string, page: PageToRead): SQL | undefined {
  if (looksLikeCode(term)) return undefined;
  const offset = page.after === undefined ? page.offset : 0;
  return sql`select company_search_page(lower(${term}), ${page.limit}::int, ${offset}::int,
    ${page.after ?? null}::uuid, ${CHUNK_BUDGET}::int)::text[] as ids`;
}

type Chunk = { lo_name: string; lo_id: string; hi_name: string | null; hi_id: string | null };

/**
 * Cuts the companies into chunks of about `size` once they are more than one chunk, and cuts
 * again a chunk grown to twice `size`. Answers how many chunks were made. The caller holds the
 * chunks' lock (keepCompanySearchChunks), or writes alone (the bench's seed).
 */
export async function cutCompanySearchChunks(
  db: Database | Tx,
  size = COMPANY_CHUNK_SIZE,
): Promise<number> {
  const [state] = await queryRows<{ cut: boolean; many: boolean }>(
    db,
    sql`select exists (select 1 from company_search_chunks) as cut,
      (select count(*) from (select 1 from companies limit ${size + 1}::int) c) > ${size}::int
        as many`,
  );
  if (!state?.cut) {
    if (!state?.many) return 0;
    const [made] = await queryRows<{ chunks: number }>(
      db,
      sql`select company_search_cut('', '00000000-0000-0000-0000-000000000000', null, null,
        ${size}::int) as chunks`,
    );
    return Number(made?.chunks ?? 0);
  }
  const grown = await queryRows<Chunk>(
    db,
    sql`select lo_name, lo_id, hi_name, hi_id from (
        select lo_name, lo_id, size, lead(lo_name) over w as hi_name, lead(lo_id) over w as hi_id
          from company_search_chunks window w as (order by lo_name, lo_id)) k
      where size > ${2 * size}::int order by lo_name, lo_id`,
  );
  let chunks = 0;
  for (const chunk of grown) {
    const [made] = await queryRows<{ chunks: number }>(
      db,
      sql`select company_search_cut(${chunk.lo_name}, ${chunk.lo_id}::uuid, ${chunk.hi_name},
        ${chunk.hi_id}::uuid, ${size}::int) as chunks`,
    );
    chunks += Number(made?.chunks ?? 0);
  }
  return chunks;
}

/**
 * The chunks' upkeep (a scheduled job): cutCompanySearchChunks in a database transaction that
 * holds the chunks' lock, so a company written meanwhile waits for the cut to commit; a look
 * while a company is being written leaves the cut to the next look.
 */
export async function keepCompanySearchChunks(
  db: Database,
  size = COMPANY_CHUNK_SIZE,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(company_search_chunks_lock_key()) as locked`,
    );
    return lock?.locked ? cutCompanySearchChunks(tx, size) : 0;
  });
}

import { sql } from 'drizzle-orm';
import { subjectFingerprint } from '@domain/sanctions';
import type { ScreeningMatch, ScreeningSubject } from '@domain/sanctions/list-entry';
import type { ScreeningStatus } from '@domain/contracts/sanctions';
import { queryRows, type Tx } from '../../db/client';
import type { Screening } from './matcher-cache';

// Screening a customer or company and keeping what it found: a match at or above the possible
// threshold becomes an open hit and holds its subject, unless a hit for the same list source,
// entry reference and subject fingerprint already exists (cleared: not raised again; open or
// confirmed: already held or frozen).

export type SubjectType = 'customer' | 'company';

export type ScreenedSubject = {
  type: SubjectType;
  id: string;
  subject: ScreeningSubject;
};

export type SubjectMatches = ScreenedSubject & {
  fingerprint: string;
  matches: ScreeningMatch[];
};

export type Recorded = {
  /** Hits written now. */
  created: number;
  /** Subjects with a match that is not cleared (new, open or confirmed). */
  blocking: SubjectMatches[];
  /** Subjects whose status became hold now. */
  held: { type: SubjectType; id: string }[];
};

/** The subjects' matches, in memory (no database read). */
export function screenSubjects(
  screening: Screening,
  subjects: readonly ScreenedSubject[],
): SubjectMatches[] {
  if (!screening.hasLists) return [];
  const found: SubjectMatches[] = [];
  for (const s of subjects) {
    const matches = screening.screen(s.subject);
    if (matches.length > 0) {
      found.push({ ...s, fingerprint: subjectFingerprint(s.subject), matches });
    }
  }
  return found;
}

const keyOf = (type: string, id: string, source: string, reference: string, fp: string) =>
  `${type}|${id}|${source}|${reference}|${fp}`;

const snapshotOf = (screening: Screening, match: ScreeningMatch) => {
  const entry = screening.entry(match.entry_id);
  return {
    kind: entry?.kind ?? null,
    name: entry?.names[0]?.name ?? match.matched_name,
    names: entry?.names ?? [],
    birth_dates: entry?.birth_dates ?? [],
    countries: entry?.countries ?? [],
    programme: entry?.programme ?? null,
    listed_on: entry?.listed_on ?? null,
  };
};

/** The stored hits of these subjects, by subject, source, entry reference and fingerprint. */
export async function knownHits(
  tx: Tx,
  found: readonly SubjectMatches[],
): Promise<Map<string, string>> {
  if (found.length === 0) return new Map();
  const known = await queryRows<{
    subject_type: string;
    subject_id: string;
    source: string;
    entry_reference: string;
    fingerprint: string;
    status: string;
  }>(
    tx,
    sql`select h.subject_type, h.subject_id::text as subject_id, h.source, h.entry_reference,
          h.fingerprint, h.status
        from screening_hits h
        join jsonb_to_recordset(${JSON.stringify(
          found.map((f) => ({ t: f.type, i: f.id })),
        )}::jsonb) as s(t text, i uuid) on h.subject_type = s.t and h.subject_id = s.i`,
  );
  return new Map(
    known.map((k) => [
      keyOf(k.subject_type, k.subject_id, k.source, k.entry_reference, k.fingerprint),
      k.status,
    ]),
  );
}

export const hitKey = (f: SubjectMatches, match: ScreeningMatch) =>
  keyOf(f.type, f.id, match.source, match.reference, f.fingerprint);

/** The subjects with a match that is not cleared: new, open or confirmed. */
export const blockingOf = (found: readonly SubjectMatches[], known: Map<string, string>) =>
  found.filter((f) => f.matches.some((match) => known.get(hitKey(f, match)) !== 'cleared'));

/**
 * Writes the hits of these matches that are new, and holds their subjects (a frozen one stays
 * frozen): three statements at most whatever the number of subjects, none when nothing matched.
 */
export async function recordMatches(
  tx: Tx,
  screening: Screening,
  found: readonly SubjectMatches[],
): Promise<Recorded> {
  if (found.length === 0) return { created: 0, blocking: [], held: [] };
  const statusOf = await knownHits(tx, found);
  const blocking = blockingOf(found, statusOf);
  const fresh: Record<string, unknown>[] = [];
  for (const f of blocking) {
    for (const match of f.matches) {
      if (statusOf.has(hitKey(f, match))) continue;
      statusOf.set(hitKey(f, match), 'open');
      fresh.push({
        subject_type: f.type,
        subject_id: f.id,
        source: match.source,
        entry_reference: match.reference,
        entry_id: screening.entry(match.entry_id) ? match.entry_id : null,
        entry_snapshot: snapshotOf(screening, match),
        score: match.score.toFixed(4),
        matched_name: match.matched_name,
        reasons: match.reasons,
        fingerprint: f.fingerprint,
      });
    }
  }
  if (fresh.length === 0) return { created: 0, blocking, held: [] };
  const inserted = await queryRows<{ subject_type: SubjectType; subject_id: string }>(
    tx,
    sql`insert into screening_hits (subject_type, subject_id, source, entry_reference, entry_id,
          entry_snapshot, score, matched_name, reasons, fingerprint)
        select r.subject_type, r.subject_id, r.source, r.entry_reference, r.entry_id,
          r.entry_snapshot, r.score, r.matched_name, r.reasons, r.fingerprint
        from jsonb_to_recordset(${JSON.stringify(fresh)}::jsonb) as r(subject_type text,
          subject_id uuid, source text, entry_reference text, entry_id uuid,
          entry_snapshot jsonb, score numeric, matched_name text, reasons jsonb,
          fingerprint text)
        on conflict (subject_type, subject_id, source, entry_reference, fingerprint) do nothing
        returning subject_type, subject_id::text as subject_id`,
  );
  const held = await holdSubjects(tx, inserted);
  return { created: inserted.length, blocking, held };
}

/** Sets `hold` on these subjects that are clear; answers those it changed. */
async function holdSubjects(
  tx: Tx,
  subjects: readonly { subject_type: SubjectType; subject_id: string }[],
): Promise<{ type: SubjectType; id: string }[]> {
  const ids = (type: SubjectType) => [
    ...new Set(subjects.filter((s) => s.subject_type === type).map((s) => s.subject_id)),
  ];
  const held: { type: SubjectType; id: string }[] = [];
  for (const [type, table] of [
    ['customer', sql`customers`],
    ['company', sql`companies`],
  ] as const) {
    const wanted = ids(type);
    if (wanted.length === 0) continue;
    const rows = await queryRows<{ id: string }>(
      tx,
      sql`update ${table} set screening_status = 'hold'
          where id = any(${`{${wanted.join(',')}}`}::uuid[]) and screening_status = 'clear'
          returning id::text as id`,
    );
    held.push(...rows.map((row) => ({ type, id: row.id })));
  }
  return held;
}

export const statusAfter = (current: ScreeningStatus, recorded: Recorded): ScreeningStatus =>
  current === 'clear' && recorded.held.length > 0 ? 'hold' : current;

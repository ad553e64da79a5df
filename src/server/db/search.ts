import { sql, type SQL } from 'drizzle-orm';

// The user's text as a LIKE "contains" pattern: %, _ and \ match themselves.
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// The user's text as a LIKE "starts with" pattern (case kept: for codes and numbers).
export function startsWithPattern(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// `expression` must be the exact expression of a trigram GIN index, so the index is used.
export function matchesSearch(expression: SQL, search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  return sql`${expression} like ${containsPattern(search)}`;
}

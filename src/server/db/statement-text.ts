import { Param, SQL, StringChunk } from 'drizzle-orm';

export type BuiltQuery = { sql: string; params: unknown[] };

/**
 * The text and parameters of a named prepared statement's query. A name's text is the same on
 * every call (preparedRows' rule), so drizzle writes it once per name; later calls take only the
 * parameters, by the same walk drizzle makes over the query's parts. A query with a part the
 * walk does not know (a placeholder, an inlined or encoded value, a subquery) is written by
 * drizzle every time. The first call of each name, and every call in the test runs, compares the
 * walk with drizzle's own writing and refuses a difference.
 */
export function statementText(
  name: string,
  query: SQL,
  write: (query: SQL) => BuiltQuery,
): BuiltQuery {
  const text = texts.get(name);
  if (text === undefined) {
    const built = write(query);
    const params = paramsOf(query);
    texts.set(name, params && sameParams(params, built.params) ? built.sql : null);
    return built;
  }
  const params = text === null ? null : paramsOf(query);
  if (text === null || params === null) return write(query);
  if (CHECK_EVERY_CALL) {
    const built = write(query);
    if (built.sql !== text || !sameParams(params, built.params))
      throw new Error(`the statement ${name} changed its text or parameters between calls`);
  }
  return { sql: text, params };
}

const texts = new Map<string, string | null>();

const CHECK_EVERY_CALL = process.env.NODE_ENV === 'test';

// The parameters drizzle would send, in its order; null where a part is not one this knows.
function paramsOf(query: SQL): unknown[] | null {
  const params: unknown[] = [];
  return collect(query.queryChunks, params) ? params : null;
}

function collect(chunks: readonly unknown[], params: unknown[]): boolean {
  for (const chunk of chunks) {
    if (chunk instanceof StringChunk || chunk === undefined) continue;
    if (chunk instanceof SQL) {
      if (inlined(chunk) || !collect(chunk.queryChunks, params)) return false;
    } else if (Array.isArray(chunk)) {
      if (!collect(chunk, params)) return false;
    } else if (chunk instanceof Param) {
      // A value with its own encoder (a column's) is mapped by drizzle; not walked here.
      if (chunk.value !== null && typeof chunk.value === 'object') return false;
      if (chunk.value !== null && chunk.encoder?.mapToDriverValue(chunk.value) !== chunk.value)
        return false;
      params.push(chunk.value);
    } else if (
      chunk !== null &&
      (typeof chunk === 'object' || typeof chunk === 'function') &&
      !(chunk instanceof Date)
    ) {
      // A drizzle entity (a name, table, column, placeholder, subquery) or an object value.
      return false;
    } else {
      params.push(chunk);
    }
  }
  return true;
}

// Whether drizzle writes this part's values into the text (`sql.inlineParams()`).
const inlined = (query: SQL) =>
  (query as unknown as { shouldInlineParams: boolean }).shouldInlineParams;

function sameParams(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  return a.every((value, i) => {
    const other = b[i];
    if (value instanceof Date && other instanceof Date) return value.getTime() === other.getTime();
    return value === other;
  });
}

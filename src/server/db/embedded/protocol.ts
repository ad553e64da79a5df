// The messages between the server and the thread that runs the embedded database
// (docs/decisions/0025). Values cross by structured clone: rows, Dates and Uint8Arrays as they
// are; an error as its message and PostgreSQL fields (code, constraint, detail, ...).

// A folder, or null for a database in memory.
export type OpenRequest = { dataDir: string | null };

export type Request =
  | {
      id: number;
      kind: 'query';
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object';
      rawTypes: number[];
    }
  | { id: number; kind: 'exec'; sql: string }
  // The data directory as a gzipped tarball (a backup), taken between two calls.
  | { id: number; kind: 'dump' }
  | { id: number; kind: 'close' };

export type QueryResult = {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
};

export type ErrorFields = { message: string; name: string } & Record<string, unknown>;

export type Response =
  { id: number; ok: true; result: unknown } | { id: number; ok: false; error: ErrorFields };

export type Ready = { ready: true } | { ready: false; error: ErrorFields };

/** An error's message and its own plain fields (PostgreSQL's code, constraint, ...). */
export function errorFields(error: unknown): ErrorFields {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const fields: ErrorFields = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      fields[key] = value;
    }
  }
  return fields;
}

/** The error again, on the other side: an Error carrying the same fields. */
export function toError(fields: ErrorFields): Error {
  const error = new Error(fields.message);
  Object.assign(error, fields);
  return error;
}

import { z } from 'zod';
import { searchText } from './fields';

export { errorResponse } from './errors';

export const MAX_PAGE_SIZE = 100;

export const listQuery = z.object({
  search: searchText,
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`)
    .default(10),
  offset: z.coerce
    .number({ message: 'offset must be a number' })
    .int('offset must be a whole number')
    .min(0, 'offset must be 0 or more')
    .default(0),
});
export type ListQuery = z.infer<typeof listQuery>;

// Where a page of a long list starts (docs/decisions/0030): after the row with this id, the last
// row of the page before, read from the list's index instead of skipping `offset` rows (which
// still numbers the rows against `total`). A row gone since is ignored: the page is read at the
// offset.
export const afterRow = z.uuid('after must be the id of a row of the list').optional().meta({
  description:
    'the id of the last row of the page before: the page starts after it, however deep (offset then only numbers the rows)',
});

// The list of records that can be archived (docs/decisions/0027): the records in use by default,
// the archived ones alone with `archived=true` (to find one to restore).
export const archivableListQuery = listQuery.extend({
  archived: z.enum(['true', 'false'], { message: 'archived must be true or false' }).optional(),
  after: afterRow,
});
export type ArchivableListQuery = z.infer<typeof archivableListQuery>;

export const listResponse = <T extends z.ZodType>(row: T) =>
  z.object({ rows: z.array(row), total: z.number().int() });

export type ListResponse<T> = { rows: T[]; total: number };

// A list whose count stops at a cap (docs/decisions/0023): below it `total` is exact; past it
// `total_is_lower_bound` is true and `total` says only how many rows at least exist (at least
// one more than the page shows while rows follow it), so a footer says 'of 1,000+'.
export const boundedListResponse = <T extends z.ZodType>(row: T) =>
  z.object({
    rows: z.array(row),
    total: z.number().int(),
    total_is_lower_bound: z.boolean().meta({
      description:
        'true when the list holds more rows than the server counts exactly: `total` is then a lower bound (at least one more than the last row of this page while more rows follow)',
    }),
  });

export type BoundedListResponse<T> = ListResponse<T> & { total_is_lower_bound: boolean };

export const idParams = z.object({ id: z.uuid('Invalid id') });

// A delete that kept the record for the records (docs/decisions/0027): it answers 200 with
// this; a real delete answers 204 with no body.
export const archivedResponse = z
  .object({ archived: z.literal(true), archived_at: z.iso.datetime() })
  .meta({ id: 'Archived' });
export type ArchivedResponse = z.infer<typeof archivedResponse>;

// Whether a text (a URL segment, say) can be a record's id at all: one that cannot names no
// record, so screens show 'not found' without asking the server.
export const isRecordId = (text: string) => idParams.shape.id.safeParse(text).success;

// Timestamps travel as ISO 8601 UTC strings.
export const isoTimestamp = z.iso.datetime();
// Date-only fields travel as YYYY-MM-DD.
export const dateOnly = z.iso.date();

// A day a filter or a report is asked for, YYYY-MM-DD. The calendar has no year 0, which
// PostgreSQL refuses mid-answer (a CSV already streaming was cut): it is refused up front.
export const localDate = (label: string) => {
  const message = `${label} must be a date written YYYY-MM-DD`;
  return z.iso.date({ message }).refine((day) => !day.startsWith('0000-'), { message });
};

import { z } from 'zod';
import { SANCTIONS_SOURCES } from '../sanctions/list-entry';

// Sanctions screening over the API (issue 27, docs/decisions/0038).

export const SANCTIONS_MESSAGES = {
  // What a teller sees when an exchange or a record meets a hold: no list details.
  review: 'Possible sanctions match: a manager must review this person before any exchange.',
  reviewCompany:
    'Possible sanctions match: a manager must review this company before any exchange.',
  frozen: 'This customer is frozen after a confirmed sanctions match.',
  frozenCompany: 'This company is frozen after a confirmed sanctions match.',
  frozenEdit: 'Only the owner can edit a record frozen after a sanctions match.',
  noList: 'No list has been imported for this source.',
  hitReviewed: 'This match has already been reviewed.',
} as const;

export const sanctionsSource = z.enum(SANCTIONS_SOURCES, {
  error: 'source must be sema, un or opensanctions',
});
export const SCREENING_STATUSES = ['clear', 'hold', 'frozen'] as const;
export type ScreeningStatus = (typeof SCREENING_STATUSES)[number];
export const screeningStatus = z.enum(SCREENING_STATUSES);

const birthRange = z.object({ from: z.string(), to: z.string() });
const listedName = z.object({
  name: z.string(),
  kind: z.enum(['primary', 'alias']),
  quality: z.enum(['good', 'low']).nullable(),
});

/** A list entry as a manager reviews it. */
export const sanctionsEntryView = z.object({
  source: sanctionsSource,
  reference: z.string(),
  kind: z.enum(['individual', 'entity']),
  name: z.string(),
  names: z.array(listedName),
  birth_dates: z.array(birthRange),
  countries: z.array(z.string()),
  programme: z.string().nullable(),
  listed_on: z.string().nullable(),
});

export const matchReason = z.enum([
  'name',
  'alias',
  'birth_date',
  'birth_year',
  'birth_date_differs',
]);

export const HIT_STATUSES = ['open', 'cleared', 'confirmed'] as const;
export const screeningHit = z.object({
  id: z.string(),
  subject_type: z.enum(['customer', 'company']),
  subject_id: z.string(),
  subject_name: z.string(),
  subject_birth_date: z.string().nullable(),
  subject_status: screeningStatus,
  entry: sanctionsEntryView,
  // Decimal string, 0 to 1, 4 places.
  score: z.string(),
  strength: z.enum(['possible', 'strong']),
  matched_name: z.string(),
  reasons: z.array(matchReason),
  status: z.enum(HIT_STATUSES),
  review_reason: z.string().nullable(),
  reviewed_by_name: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  case_id: z.string().nullable(),
  created_at: z.string(),
});
export type ScreeningHitView = z.infer<typeof screeningHit>;

export const hitListQuery = z.object({
  status: z
    .enum([...HIT_STATUSES, 'all'], { error: 'status must be open, cleared, confirmed or all' })
    .default('open'),
  subject_type: z
    .enum(['customer', 'company'], { error: 'subject_type must be customer or company' })
    .optional(),
  subject_id: z.uuid('subject_id must be an id').optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});
export const hitListResponse = z.object({ data: z.array(screeningHit), total: z.number().int() });

export const clearHitBody = z.object({
  reason: z
    .string({ error: 'A reason is required' })
    .trim()
    .min(5, 'Say why this is not the listed person (at least 5 characters)')
    .max(1000, 'The reason is at most 1,000 characters'),
});
export const confirmHitBody = z.object({
  note: z
    .string({ error: 'A note is required' })
    .trim()
    .min(5, 'Say why this is the listed person (at least 5 characters)')
    .max(1000, 'The note is at most 1,000 characters'),
});
export const hitParams = z.object({ id: z.uuid('Not a match id') });

export const sanctionsListView = z.object({
  source: sanctionsSource,
  label: z.string(),
  version: z.string().nullable(),
  published_on: z.string().nullable(),
  file_name: z.string().nullable(),
  entry_count: z.number().int(),
  checksum: z.string(),
  imported_at: z.string(),
  imported_by_name: z.string().nullable(),
});
export const sanctionsFetchView = z.object({
  source: sanctionsSource,
  url: z.string(),
  attempted_at: z.string(),
  succeeded_at: z.string().nullable(),
  error: z.string().nullable(),
});
export const screeningRunView = z.object({
  id: z.string(),
  reason: z.string(),
  status: z.enum(['running', 'done', 'failed']),
  total: z.number().int(),
  screened: z.number().int(),
  hits: z.number().int(),
  error: z.string().nullable(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
});
export const thresholdsView = z.object({ possible: z.string(), strong: z.string() });

export const sanctionsStatus = z.object({
  // The list in force per source; a source never imported is absent.
  lists: z.array(sanctionsListView),
  // The last fetch attempt per configured source URL.
  fetches: z.array(sanctionsFetchView),
  // The newest re-screen, running or finished; null before the first.
  run: screeningRunView.nullable(),
  thresholds: thresholdsView,
  open_hits: z.number().int(),
});

export const importListBody = z.object({
  source: sanctionsSource,
  file_name: z.string().trim().min(1, 'A file name is required').max(255),
  // The file's text (XML or CSV), as read by the browser.
  content: z.string().min(1, 'The file is empty'),
});
export const importListResponse = z.object({
  list: sanctionsListView,
  // False when the file is the one already in force (same checksum): nothing changed.
  changed: z.boolean(),
  run: screeningRunView.nullable(),
});

// Decimal strings in [0.5, 1]; possible <= strong.
const thresholdValue = z
  .string({ error: 'A threshold is a number between 0.5 and 1' })
  .regex(/^(0\.\d{1,4}|1(\.0{1,4})?)$/, 'A threshold is a number between 0.5 and 1')
  .refine((v) => Number(v) >= 0.5, 'A threshold is a number between 0.5 and 1');
export const thresholdsBody = z
  .object({ possible: thresholdValue, strong: thresholdValue })
  .refine((t) => Number(t.possible) <= Number(t.strong), {
    path: ['strong'],
    message: 'The strong match threshold must be at least the possible match threshold',
  });

/** The refusal of an exchange or record that meets a hold or a match (422 sanctions_review). */
export const sanctionsReviewError = z.object({
  error: z.string(),
  code: z.literal('sanctions_review'),
  subject_type: z.enum(['customer', 'company']),
  subject_id: z.string(),
});

export const sanctionsBadge = z.object({ open: z.number().int() });

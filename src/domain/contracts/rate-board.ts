import { z } from 'zod';
import { decimalString } from '../decimal-schema';
import { isoTimestamp } from './common';
import { hasNoNul, invalidCharacter } from './fields';

// The public rate board (issue 26, docs/decisions/0037-rates-and-profit.md): links made by a manager, and
// what a link reads without a session.

export const BOARD_MESSAGES = {
  unknownLink: 'This rate board link is not valid: it was revoked or never existed',
  linkNotFound: 'Rate board link not found',
  alreadyRevoked: 'This rate board link is already revoked',
} as const;

// A board link as the managers see it. Only a hash of its token is kept: the address itself is
// shown once, when the link is made.
export const boardLink = z
  .object({
    id: z.uuid(),
    label: z.string(),
    created_at: isoTimestamp,
    created_by: z.string().nullable(),
    revoked_at: isoTimestamp.nullable(),
    revoked_by: z.string().nullable(),
  })
  .meta({ id: 'RateBoardLink' });
export type BoardLink = z.infer<typeof boardLink>;

export const boardLinkList = z.object({ rows: z.array(boardLink) });

export const createBoardLinkBody = z.strictObject({
  label: z
    .string({ error: 'A label is required' })
    .trim()
    .min(1, 'A label is required')
    .max(100, 'The label must be at most 100 characters')
    .refine(hasNoNul, invalidCharacter('The label')),
});
export type CreateBoardLinkInput = z.input<typeof createBoardLinkBody>;

// The new link with its token, answered once: the board's address is /board/{token}.
export const createdBoardLink = z.object({ link: boardLink, token: z.string() });

export const boardLinkParams = z.object({ id: z.uuid('Rate board link not found') });

// Any text up to a bound: a token that is not one of ours answers 404 like a revoked one.
export const boardParams = z.object({ token: z.string().max(200) });

// One currency on the board: CAD per one unit, as the counter prices it (domain/rate-board.ts).
export const boardRow = z.object({
  code: z.string(),
  name: z.string(),
  // The figures are CAD per this many units (issue 46): 100 for JPY at many bureaus.
  quote_unit: z.number().int(),
  we_buy: decimalString.nullable(),
  we_sell: decimalString.nullable(),
});
export type BoardRow = z.infer<typeof boardRow>;

// Everything a board link reads: no staff, no balances, no link details.
export const rateBoard = z
  .object({
    bureau_name: z.string(),
    // The bureau's zone, for the time of the last change.
    time_zone: z.string(),
    // When the newest rate on the board took effect; null with no rates.
    updated_at: isoTimestamp.nullable(),
    rows: z.array(boardRow),
  })
  .meta({ id: 'RateBoard' });
export type RateBoard = z.infer<typeof rateBoard>;

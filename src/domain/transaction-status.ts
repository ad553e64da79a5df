// Transaction status, pickup and claim rules (SPEC §4). `claimed_at` is the one truth for
// "claimed" (DESIGN §4): the 'Claimed on' note is written for people to read, and only read
// back by the timeline of a transaction whose claim time was not recorded.
import { formatMoment } from './bureau-time';

export const TRANSACTION_STATUSES = ['pending', 'completed', 'cancelled'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

// `status` is a plain string: any unknown value is still shown as-is (SPEC §4).
export type StatusLike = { status: string; is_on_behalf: boolean; claimed_at: string | null };

// SPEC's note marker, matched case-sensitively as written.
const CLAIM_MARKER = 'Claimed on';

export function isClaimed(tx: Pick<StatusLike, 'claimed_at'>): boolean {
  return tx.claimed_at !== null;
}

// A claim always leaves status completed, so "claimed" only counts on a completed on-behalf
// transaction; a cancelled one stays "cancelled" both in its badge and in the tabs, so the two
// never disagree. The SQL filters of the list (server) repeat these three predicates exactly.
export function isPickedUp(tx: StatusLike): boolean {
  return tx.is_on_behalf && tx.status === 'completed' && isClaimed(tx);
}

export function isAwaitingPickup(tx: StatusLike): boolean {
  return tx.is_on_behalf && tx.status === 'completed' && !isClaimed(tx);
}

/** Badge text: on-behalf completed -> 'Awaiting Pickup' or 'Claimed'; otherwise the raw status. */
export function displayStatus(tx: StatusLike): string {
  if (isAwaitingPickup(tx)) return 'Awaiting Pickup';
  if (isPickedUp(tx)) return 'Claimed';
  return tx.status;
}

/** The Claim action is offered only for on-behalf, completed, not yet claimed transactions. */
export function isClaimable(tx: StatusLike): boolean {
  return isAwaitingPickup(tx);
}

// Why a transaction cannot be claimed, for the refusal's message; null when it can.
export type ClaimRefusal = 'already_claimed' | 'not_on_behalf' | 'not_completed';

export function claimRefusal(tx: StatusLike): ClaimRefusal | null {
  if (!tx.is_on_behalf) return 'not_on_behalf';
  if (tx.status !== 'completed') return 'not_completed';
  if (isClaimed(tx)) return 'already_claimed';
  return null;
}

export const CLAIM_MESSAGES = {
  already_claimed: 'This transaction has already been claimed',
  not_on_behalf: 'Only a transaction made on behalf of a recipient can be claimed',
  not_completed: 'Only a completed transaction can be claimed',
} as const satisfies Record<ClaimRefusal, string>;

/** Notes after a claim: ' | Claimed on {text}' appended, or just 'Claimed on {text}'. */
export function appendClaimNote(notes: string | null, claimedAtText: string): string {
  const note = `${CLAIM_MARKER} ${claimedAtText}`;
  // Whitespace-only notes count as empty, so the result never starts with ' | '.
  return notes !== null && notes.trim() !== '' ? `${notes} | ${note}` : note;
}

/**
 * The date and time written into the claim note, on the bureau's clock and labelled with its
 * zone, e.g. '11/25/2026, 7:15:37 AM EST' (the shape of en-US toLocaleString, built by hand so it
 * never carries locale-specific spaces).
 */
export function claimNoteTime(date: Date, timeZone: string): string {
  return formatMoment(date, timeZone, 'note');
}

/** The claim time text a claim note carries (the timeline's fallback), or null. */
export function claimedAtText(notes: string | null | undefined): string | null {
  if (typeof notes !== 'string' || !notes.includes(CLAIM_MARKER)) return null;
  const start = notes.lastIndexOf(CLAIM_MARKER) + CLAIM_MARKER.length;
  const text = notes.slice(start).split(' | ')[0]?.trim() ?? '';
  return text === '' ? null : text;
}

export const TRANSACTION_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'pending_pickup', label: 'Pending Pickup' },
  { value: 'completed', label: 'Completed' },
  { value: 'pending', label: 'Pending' },
  { value: 'on_behalf', label: 'On Behalf' },
] as const;
export type TransactionFilter = (typeof TRANSACTION_FILTERS)[number]['value'];
export const TRANSACTION_FILTER_VALUES = TRANSACTION_FILTERS.map((f) => f.value) as [
  TransactionFilter,
  ...TransactionFilter[],
];

export function matchesFilter(tx: StatusLike, filter: TransactionFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'pending_pickup':
      return isAwaitingPickup(tx);
    case 'completed':
      return (!tx.is_on_behalf && tx.status === 'completed') || isPickedUp(tx);
    case 'pending':
      return tx.status === 'pending';
    case 'on_behalf':
      return tx.is_on_behalf;
  }
}

/**
 * What the timeline says for the claim: the recorded time (`claimed_at`, formatted by the
 * caller), else the time a claim note carries, else 'Recently claimed'. Null when unclaimed.
 */
export function claimTimelineText(
  tx: Pick<StatusLike, 'claimed_at'> & { notes: string | null },
  formatInstant: (iso: string) => string,
): string | null {
  if (tx.claimed_at === null) return null;
  return formatInstant(tx.claimed_at) || claimedAtText(tx.notes) || 'Recently claimed';
}

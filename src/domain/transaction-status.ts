// Transaction status, pickup and claim rules (SPEC §4).

export const TRANSACTION_STATUSES = ['pending', 'completed', 'cancelled'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

// `status` is a plain string: any unknown value is still shown as-is (SPEC §4).
export type StatusLike = { status: string; is_on_behalf: boolean; notes: string | null };

// SPEC keeps the claim in the notes text; the marker is matched case-sensitively as written.
const CLAIM_MARKER = 'Claimed on';

export function isClaimed(notes: string | null | undefined): boolean {
  return typeof notes === 'string' && notes.includes(CLAIM_MARKER);
}

// A claim always sets status completed, so "claimed" only counts on a completed on-behalf
// transaction; a cancelled one whose notes happen to mention a claim stays "cancelled" both in
// its badge and in the tabs, so the two never disagree.
function isPickedUp(tx: StatusLike): boolean {
  return tx.is_on_behalf && tx.status === 'completed' && isClaimed(tx.notes);
}

function isAwaitingPickup(tx: StatusLike): boolean {
  return tx.is_on_behalf && tx.status === 'completed' && !isClaimed(tx.notes);
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

/** Notes after a claim: ' | Claimed on {text}' appended, or just 'Claimed on {text}'. */
export function appendClaimNote(notes: string | null, claimedAtText: string): string {
  const note = `${CLAIM_MARKER} ${claimedAtText}`;
  // Whitespace-only notes count as empty, so the result never starts with ' | '.
  return notes !== null && notes.trim() !== '' ? `${notes} | ${note}` : note;
}

/** The claim time text written by appendClaimNote (for the timeline), or null. */
export function claimedAtText(notes: string | null | undefined): string | null {
  if (!isClaimed(notes) || typeof notes !== 'string') return null;
  const start = notes.lastIndexOf(CLAIM_MARKER) + CLAIM_MARKER.length;
  const text = notes.slice(start).split(' | ')[0]?.trim() ?? '';
  return text === '' ? null : text;
}

export type TransactionFilter = 'all' | 'pending_pickup' | 'completed' | 'pending' | 'on_behalf';

// Tab order and labels of the transaction list.
export const TRANSACTION_FILTERS: readonly { value: TransactionFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'pending_pickup', label: 'Pending Pickup' },
  { value: 'completed', label: 'Completed' },
  { value: 'pending', label: 'Pending' },
  { value: 'on_behalf', label: 'On Behalf' },
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

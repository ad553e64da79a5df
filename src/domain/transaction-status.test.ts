import { describe, expect, it } from 'vitest';
import {
  type StatusLike,
  type TransactionFilter,
  CLAIM_MESSAGES,
  TRANSACTION_FILTERS,
  TRANSACTION_STATUSES,
  appendClaimNote,
  claimNoteTime,
  claimRefusal,
  claimTimelineText,
  claimedAtText,
  displayStatus,
  isClaimable,
  isClaimed,
  matchesFilter,
} from './transaction-status';

const AT = '2026-11-21T20:04:05.000Z';

function tx(status: string, isOnBehalf: boolean, claimedAt: string | null = null): StatusLike {
  return { status, is_on_behalf: isOnBehalf, claimed_at: claimedAt };
}

describe('isClaimed', () => {
  it('reads claimed_at only', () => {
    expect(isClaimed({ claimed_at: null })).toBe(false);
    expect(isClaimed({ claimed_at: AT })).toBe(true);
  });

  it('ignores a claim note without claimed_at', () => {
    const noted = { ...tx('completed', true), notes: 'Claimed on 11/21/2026, 3:04:05 PM' };
    expect(isClaimed(noted)).toBe(false);
    expect(displayStatus(noted)).toBe('Awaiting Pickup');
  });
});

describe('displayStatus', () => {
  it.each([
    [tx('completed', true), 'Awaiting Pickup'],
    [tx('completed', true, AT), 'Claimed'],
    [tx('completed', false), 'completed'],
    [tx('completed', false, AT), 'completed'],
    [tx('pending', true), 'pending'],
    [tx('pending', true, AT), 'pending'],
    [tx('pending', false), 'pending'],
    [tx('cancelled', true, AT), 'cancelled'],
    [tx('cancelled', false), 'cancelled'],
    [tx('refunded', false), 'refunded'],
  ])('%j -> %s', (transaction, expected) => {
    expect(displayStatus(transaction)).toBe(expected);
  });
});

describe('isClaimable / claimRefusal', () => {
  it('only for on-behalf, completed, not yet claimed', () => {
    expect(isClaimable(tx('completed', true))).toBe(true);
    expect(isClaimable(tx('completed', true, AT))).toBe(false);
    expect(isClaimable(tx('completed', false))).toBe(false);
    expect(isClaimable(tx('pending', true))).toBe(false);
    expect(isClaimable(tx('cancelled', true))).toBe(false);
  });

  it('names why a transaction cannot be claimed', () => {
    expect(claimRefusal(tx('completed', true))).toBeNull();
    expect(claimRefusal(tx('completed', true, AT))).toBe('already_claimed');
    expect(claimRefusal(tx('completed', false))).toBe('not_on_behalf');
    expect(claimRefusal(tx('pending', true))).toBe('not_completed');
    expect(claimRefusal(tx('cancelled', true, AT))).toBe('not_completed');
    expect(CLAIM_MESSAGES.already_claimed).toBe('This transaction has already been claimed');
  });
});

describe('appendClaimNote', () => {
  it('appends to existing notes', () => {
    expect(appendClaimNote('Pick up Friday', '11/21/2026, 3:04:05 PM')).toBe(
      'Pick up Friday | Claimed on 11/21/2026, 3:04:05 PM',
    );
  });

  it('sets the note when there is none', () => {
    expect(appendClaimNote(null, '11/21/2026, 3:04:05 PM')).toBe(
      'Claimed on 11/21/2026, 3:04:05 PM',
    );
    expect(appendClaimNote('', 'now')).toBe('Claimed on now');
    expect(appendClaimNote('   ', 'now')).toBe('Claimed on now');
  });
});

describe('claimNoteTime', () => {
  it("writes the bureau's date and a 12-hour time, with its zone", () => {
    const at = (iso: string) => new Date(iso);
    const toronto = 'America/Toronto';
    expect(claimNoteTime(at('2026-11-25T12:15:37Z'), toronto)).toBe('11/25/2026, 7:15:37 AM EST');
    expect(claimNoteTime(at('2026-01-02T05:00:09Z'), toronto)).toBe('1/2/2026, 12:00:09 AM EST');
    expect(claimNoteTime(at('2026-07-02T16:30:00Z'), toronto)).toBe('7/2/2026, 12:30:00 PM EDT');
    expect(claimNoteTime(at('2026-11-25T12:15:37Z'), 'Asia/Tokyo')).toBe(
      '11/25/2026, 9:15:37 PM GMT+9',
    );
  });

  it('is read back from the note', () => {
    const text = claimNoteTime(new Date('2026-11-21T20:04:05Z'), 'America/Toronto');
    expect(claimedAtText(appendClaimNote('x', text))).toBe(text);
  });
});

describe('claimedAtText', () => {
  it('reads the time written by the claim', () => {
    expect(claimedAtText('Pick up | Claimed on 11/21/2026, 3:04:05 PM')).toBe(
      '11/21/2026, 3:04:05 PM',
    );
    expect(claimedAtText('Claimed on 2026-11-21 | later note')).toBe('2026-11-21');
  });

  it('is null when no claim time was written', () => {
    expect(claimedAtText(null)).toBeNull();
    expect(claimedAtText('Pick up Friday')).toBeNull();
    expect(claimedAtText('Claimed on ')).toBeNull();
  });
});

describe('claimTimelineText', () => {
  const format = (iso: string) => `at ${iso}`;
  const none = () => '';

  it('prefers the recorded time, then the note, then "Recently claimed"', () => {
    const notes = 'Claimed on 11/21/2026, 3:04:05 PM';
    expect(claimTimelineText({ claimed_at: AT, notes }, format)).toBe(`at ${AT}`);
    expect(claimTimelineText({ claimed_at: AT, notes }, none)).toBe('11/21/2026, 3:04:05 PM');
    expect(claimTimelineText({ claimed_at: AT, notes: null }, none)).toBe('Recently claimed');
  });

  it('is null while unclaimed, whatever the notes say', () => {
    expect(claimTimelineText({ claimed_at: null, notes: 'Claimed on x' }, format)).toBeNull();
  });
});

describe('TRANSACTION_STATUSES / TRANSACTION_FILTERS', () => {
  it('lists the statuses', () => {
    expect(TRANSACTION_STATUSES).toEqual(['pending', 'completed', 'cancelled']);
  });

  it('lists the tabs in order with their labels', () => {
    expect(TRANSACTION_FILTERS).toEqual([
      { value: 'all', label: 'All' },
      { value: 'pending_pickup', label: 'Pending Pickup' },
      { value: 'completed', label: 'Completed' },
      { value: 'pending', label: 'Pending' },
      { value: 'on_behalf', label: 'On Behalf' },
    ]);
  });
});

describe('matchesFilter', () => {
  const cases: [string, StatusLike, TransactionFilter[]][] = [
    ['completed', tx('completed', false), ['all', 'completed']],
    ['awaiting pickup', tx('completed', true), ['all', 'pending_pickup', 'on_behalf']],
    ['claimed', tx('completed', true, AT), ['all', 'completed', 'on_behalf']],
    ['pending', tx('pending', false), ['all', 'pending']],
    ['pending on behalf', tx('pending', true), ['all', 'pending', 'on_behalf']],
    ['pending on behalf, claimed', tx('pending', true, AT), ['all', 'pending', 'on_behalf']],
    ['cancelled', tx('cancelled', false), ['all']],
    ['cancelled on behalf, claimed', tx('cancelled', true, AT), ['all', 'on_behalf']],
    ['unknown status', tx('refunded', false), ['all']],
  ];

  it.each(cases)('%s matches exactly its tabs', (_name, transaction, expected) => {
    const matched = TRANSACTION_FILTERS.map((f) => f.value).filter((f) =>
      matchesFilter(transaction, f),
    );
    expect(matched).toEqual(expected);
  });
});

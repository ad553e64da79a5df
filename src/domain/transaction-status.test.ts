import { describe, expect, it } from 'vitest';
import {
  type StatusLike,
  type TransactionFilter,
  TRANSACTION_FILTERS,
  TRANSACTION_STATUSES,
  appendClaimNote,
  claimedAtText,
  displayStatus,
  isClaimable,
  isClaimed,
  matchesFilter,
} from './transaction-status';

const CLAIMED = 'Pick up Friday | Claimed on 11/21/2026, 3:04:05 PM';

function tx(status: string, isOnBehalf: boolean, notes: string | null = null): StatusLike {
  return { status, is_on_behalf: isOnBehalf, notes };
}

describe('isClaimed', () => {
  it.each([
    [null, false],
    [undefined, false],
    ['', false],
    ['Pick up Friday', false],
    ['claimed on 11/21/2026', false],
    ['Claimed on 11/21/2026', true],
    [CLAIMED, true],
  ])('%j -> %s', (notes, expected) => {
    expect(isClaimed(notes)).toBe(expected);
  });
});

describe('displayStatus', () => {
  it.each([
    [tx('completed', true), 'Awaiting Pickup'],
    [tx('completed', true, 'Pick up Friday'), 'Awaiting Pickup'],
    [tx('completed', true, CLAIMED), 'Claimed'],
    [tx('completed', false), 'completed'],
    [tx('completed', false, CLAIMED), 'completed'],
    [tx('pending', true), 'pending'],
    [tx('pending', false), 'pending'],
    [tx('cancelled', true, CLAIMED), 'cancelled'],
    [tx('cancelled', false), 'cancelled'],
    [tx('refunded', false), 'refunded'],
  ])('%j -> %s', (transaction, expected) => {
    expect(displayStatus(transaction)).toBe(expected);
  });
});

describe('isClaimable', () => {
  it('only for on-behalf, completed, not yet claimed', () => {
    expect(isClaimable(tx('completed', true))).toBe(true);
    expect(isClaimable(tx('completed', true, 'Pick up Friday'))).toBe(true);
    expect(isClaimable(tx('completed', true, CLAIMED))).toBe(false);
    expect(isClaimable(tx('completed', false))).toBe(false);
    expect(isClaimable(tx('pending', true))).toBe(false);
    expect(isClaimable(tx('cancelled', true))).toBe(false);
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

  it('produces notes that count as claimed', () => {
    const notes = appendClaimNote('x', 'now');
    expect(isClaimed(notes)).toBe(true);
    expect(isClaimable(tx('completed', true, notes))).toBe(false);
  });
});

describe('claimedAtText', () => {
  it('reads the time written by the claim', () => {
    expect(claimedAtText(CLAIMED)).toBe('11/21/2026, 3:04:05 PM');
    expect(claimedAtText('Claimed on 2026-11-21 15:04')).toBe('2026-11-21 15:04');
    expect(claimedAtText('Claimed on 2026-11-21 | later note')).toBe('2026-11-21');
  });

  it('is null when not claimed or no time was written', () => {
    expect(claimedAtText(null)).toBeNull();
    expect(claimedAtText('Pick up Friday')).toBeNull();
    expect(claimedAtText('Claimed on ')).toBeNull();
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
    ['claimed', tx('completed', true, CLAIMED), ['all', 'completed', 'on_behalf']],
    ['pending', tx('pending', false), ['all', 'pending']],
    ['pending on behalf', tx('pending', true), ['all', 'pending', 'on_behalf']],
    ['cancelled', tx('cancelled', false), ['all']],
    ['cancelled on behalf with a claim note', tx('cancelled', true, CLAIMED), ['all', 'on_behalf']],
    ['unknown status', tx('refunded', false), ['all']],
  ];

  it.each(cases)('%s matches exactly its tabs', (_name, transaction, expected) => {
    const matched = TRANSACTION_FILTERS.map((f) => f.value).filter((f) =>
      matchesFilter(transaction, f),
    );
    expect(matched).toEqual(expected);
  });
});

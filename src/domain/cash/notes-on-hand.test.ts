import { describe, expect, it } from 'vitest';
import { addLines, lessLines, notesCanMake } from './notes-on-hand';

const lines = (pairs: [string, number][]) =>
  pairs.map(([value, quantity]) => ({ value, quantity }));

describe('notes on hand', () => {
  it('makes an amount only from the notes counted, each used as often as counted', () => {
    const drawer = lines([
      ['100', 9],
      ['20', 4],
    ]);
    expect(notesCanMake('900', drawer)).toBe(true);
    expect(notesCanMake('980', drawer)).toBe(true);
    // No 5s or 1s: 905 cannot be made; nor more than the drawer holds.
    expect(notesCanMake('905', drawer)).toBe(false);
    expect(notesCanMake('1000', drawer)).toBe(false);
    // 60 needs three 20s; 4 were counted. 40 + 100 = 140.
    expect(notesCanMake('60', drawer)).toBe(true);
    expect(notesCanMake('140', drawer)).toBe(true);
    expect(notesCanMake('0', [])).toBe(true);
    expect(notesCanMake('5', [])).toBe(false);
  });

  it('needs the small notes where the big ones do not divide the amount', () => {
    // 50 + 20 + 20 + 20 = 110: greedy (100 first) fails, the search does not.
    expect(
      notesCanMake(
        '110',
        lines([
          ['100', 1],
          ['50', 1],
          ['20', 3],
        ]),
      ),
    ).toBe(true);
    expect(
      notesCanMake(
        '130',
        lines([
          ['100', 1],
          ['50', 1],
          ['20', 1],
        ]),
      ),
    ).toBe(false);
  });

  it('counts coins in cents', () => {
    const coins = lines([
      ['1', 2],
      ['0.25', 3],
      ['0.05', 1],
    ]);
    expect(notesCanMake('2.80', coins)).toBe(true);
    expect(notesCanMake('2.85', coins)).toBe(false);
    expect(notesCanMake('0.03', coins)).toBe(false);
  });

  it('adds what was handed in and takes away what was handed out since the count', () => {
    const counted = lines([['20', 2]]);
    const held = lessLines(
      addLines(
        counted,
        lines([
          ['5', 1],
          ['20', 1],
        ]),
      ),
      lines([['20', 3]]),
    );
    expect(held).toEqual([{ value: '5', quantity: 1 }]);
  });
});

import { describe, expect, it } from 'vitest';
import { asTyped, sampleAamva, samplePassportMrz } from '@domain/id-documents/samples';
import {
  BURST_QUIET_MS,
  onKey,
  onQuiet,
  quietOf,
  type Burst,
  type BurstEnd,
  type KeyStep,
} from './burst';

const person = {
  family_name: 'DOE',
  given_name: 'JANE',
  birth_date: '1990-04-12',
  document_number: 'D1234-56789-01234',
  expiry_date: '2031-04-12',
};

// The keys of a text as a keyboard types them: line breaks as Enter.
const keysOf = (text: string) =>
  [...text.replace(/\r\n|\r/g, '\n')].map((c) => (c === '\n' ? 'Enter' : c));

// Feeds keys pressed `gaps` apart (a number, or one per key after the first) and lets the
// quiet time pass at the end: what each key was told, and the bursts that ended.
function press(keys: string[], gaps: number | number[], start = 1000) {
  let burst: Burst | null = null;
  let time = start;
  const steps: KeyStep[] = [];
  const ended: BurstEnd[] = [];
  keys.forEach((key, i) => {
    if (i > 0) time += typeof gaps === 'number' ? gaps : (gaps[i - 1] ?? 0);
    const step = onKey(burst, key, time);
    steps.push(step);
    burst = step.burst;
    if (step.ended) ended.push(step.ended);
  });
  const last: Burst | null = burst;
  const quiet = onQuiet(burst, time + (last ? quietOf(last) : 0));
  if (quiet.ended) ended.push(quiet.ended);
  return { steps, ended, left: quiet.burst };
}

describe('a burst of keys', () => {
  it('is a scan when a licence barcode arrives at scanner speed: all but the first key held', () => {
    const scan = asTyped(sampleAamva(person), { lineBreaks: 'LF', recordSeparator: 'drop' });
    const keys = keysOf(scan);
    const { steps, ended, left } = press(keys, 5);
    expect(steps[0]).toMatchObject({ hold: false, first: true });
    expect(steps.slice(1).every((s) => s.hold)).toBe(true);
    expect(ended).toHaveLength(1);
    expect(ended[0]?.scan).toBe(true);
    expect(ended[0]?.text).toBe(scan.replace(/\r\n|\r/g, '\n'));
    expect(left).toBeNull();
  });

  it('is a scan for a passport zone, its line break typed as Enter', () => {
    const scan = samplePassportMrz({ ...person, document_number: 'AB123456', state: 'CAN' });
    const { ended } = press(keysOf(scan), 8);
    expect(ended).toEqual([expect.objectContaining({ scan: true })]);
  });

  it('is no scan when fast keys spell something else, and gives back what it held', () => {
    const { steps, ended } = press(keysOf('hello world'), 10);
    expect(steps.filter((s) => s.hold)).toHaveLength(10);
    expect(ended).toEqual([{ text: 'hello world', scan: false, heldText: 'ello world' }]);
  });

  it('never holds a person typing: keys 120 ms apart pass straight through', () => {
    const { steps, ended } = press(keysOf('@ANSI 636012'), 120);
    expect(steps.every((s) => !s.hold)).toBe(true);
    // Each key its own run, but the opening '@' (which waits as a scan's would) and its next.
    expect(steps.map((s) => s.first)).toEqual([true, false, ...Array(10).fill(true)]);
    expect(ended).toEqual([]);
  });

  it('holds a fast typist from their first quick pair to their next pause, then gives it all back', () => {
    // Two keys rolled over, then a normal pace, then a pause: nothing is lost, nothing reordered.
    const { steps, ended } = press(['t', 'h', 'e', ' ', 'c'], [20, 90, 80, 150]);
    expect(steps.map((s) => s.hold)).toEqual([false, true, true, true, false]);
    expect(steps[4]?.ended).toEqual({ text: 'the ', scan: false, heldText: 'he ' });
    expect(ended).toHaveLength(1);
  });

  it('is a scan when its first keys came slowly (a busy computer): they are taken back too', () => {
    const scan = asTyped(sampleAamva(person), { lineBreaks: 'LF', recordSeparator: 'drop' });
    const keys = keysOf(scan);
    // A busy computer: slow first keys, and a long stall before the header is complete.
    const gaps = keys.slice(1).map((_, i) => [49, 32, 41, 51, 180][i] ?? 10);
    const { steps, ended } = press(keys, gaps);
    // '@' typed, its Enter held (an AAMVA start), the rest held from then on.
    expect(steps.slice(0, 4).map((s) => s.hold)).toEqual([false, true, true, true]);
    expect(ended).toEqual([expect.objectContaining({ scan: true, text: scan })]);
  });

  it('is a scan when the key after its opening @ comes late (a screen busy rendering the field)', () => {
    const scan = asTyped(sampleAamva(person), { lineBreaks: 'LF', recordSeparator: 'drop' });
    const keys = keysOf(scan);
    // As a browser test measured it on a loaded machine: 100 ms and more between the first keys.
    const gaps = keys.slice(1).map((_, i) => [101, 64, 55, 55, 73, 50, 55][i] ?? 9);
    const { ended } = press(keys, gaps);
    expect(ended).toEqual([expect.objectContaining({ scan: true, text: scan })]);
    // A lone '@' a person types ends like any other key, a little later.
    expect(press(['@'], 0).ended).toEqual([]);
  });

  it('keeps going through a late key once many keys came at scanner speed', () => {
    const scan = asTyped(sampleAamva(person), { lineBreaks: 'CR', recordSeparator: 'visible' });
    const keys = keysOf(scan);
    const gaps = keys.slice(1).map((_, i) => (i === 20 ? 300 : 4));
    const { ended } = press(keys, gaps);
    expect(ended).toEqual([expect.objectContaining({ scan: true })]);
  });

  it('takes back a scan typed through at a pace under the quiet time, held or not', () => {
    const scan = samplePassportMrz({ ...person, document_number: 'AB123456', state: 'CAN' });
    const { steps, ended } = press(keysOf(scan), 50);
    expect(steps.some((s) => s.hold)).toBe(false);
    expect(ended).toEqual([expect.objectContaining({ scan: true, heldText: '' })]);
  });

  it('ignores Shift (a scanner presses it for capitals) and ends at any other key', () => {
    const shifted = press(['a', 'Shift', 'B', 'c'], 5);
    expect(shifted.ended[0]?.text).toBe('aBc');
    const stopped = press(['a', 'b', 'Modified'], 5);
    expect(stopped.steps[2]).toMatchObject({ hold: false, burst: null });
    expect(stopped.ended[0]?.text).toBe('ab');
  });

  it('never starts with Enter: Enter alone submits as usual', () => {
    const { steps } = press(['Enter', 'a'], 5);
    expect(steps[0]).toMatchObject({ hold: false, first: false, burst: null });
    expect(steps[1]).toMatchObject({ hold: false, first: true });
  });

  it('is still going until it has been quiet long enough', () => {
    const burst = { text: 'ab', last: 1000, heldFrom: 1, fast: 1, scanLike: false };
    expect(onQuiet(burst, 1000 + BURST_QUIET_MS - 1).ended).toBeNull();
    expect(onQuiet(burst, 1000 + BURST_QUIET_MS).burst).toBeNull();
  });
});

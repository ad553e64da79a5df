// Telling a keyboard-wedge scanner from a person (issue 44). A scanner types a whole barcode in a
// burst, its keys a few milliseconds apart; nobody types keys 35 ms apart for long. Pure: the
// hook (use-id-scanner.ts) feeds it each key and its time, and does what it answers.
//
// Keys less than BURST_QUIET_MS apart make a run. From its first pair of keys closer than
// BURST_GAP_MS on, the run's keys are held back from the page; when the run ends (a quiet
// moment, or a key that types nothing), its whole text is either a scan (the keys typed before
// the holding began are taken back too) or given back to the field as typed.
import { recogniseScan } from '@domain/id-documents';

/** Keys closer than this to the one before are a machine's. */
export const BURST_GAP_MS = 35;
/** A run ends after this long without a key. */
export const BURST_QUIET_MS = 100;
// Once this many keys have come at a machine's pace, or the run has begun like a scan, no person
// is typing: a busy computer may deliver the scanner's next key late, so the run waits longer
// before it ends (a scan read half would be a wrong answer; a scan read 1 s later is not). A
// loaded counter PC (and the browser tests on a shared machine) stalled the page for more than
// 0.4 s mid-scan, and the scan landed in the field as text.
const SURELY_A_SCANNER = 8;
const SCANNER_QUIET_MS = 1000;

export type Burst = {
  text: string;
  /** The time of its last key (ms). */
  last: number;
  /** Where in `text` the held keys begin (null: none held yet). */
  heldFrom: number | null;
  /** How many of its keys came closer than BURST_GAP_MS to the one before. */
  fast: number;
  /** It began as a scan begins (an AAMVA header's '@' and line break, or a whole header). */
  scanLike: boolean;
};

export type BurstEnd = {
  text: string;
  /** The text is an identity document's scan: nothing of it belongs in the field. */
  scan: boolean;
  /** What was held back, to give back to the field when it is no scan. */
  heldText: string;
};

export type KeyStep = {
  burst: Burst | null;
  /** Keep this key from the page (prevent it): it belongs to a run being held. */
  hold: boolean;
  /** This key starts a run: its field's value before it is what a scan restores. */
  first: boolean;
  /** The run this key ended, when something is to be done about it. */
  ended: BurstEnd | null;
};

// Keys that type nothing by themselves (a scanner presses Shift for capitals).
const SILENT = new Set(['Shift', 'CapsLock', 'Dead', 'Unidentified']);

/** The text a key types: a character, or a line break for Enter; null for any other key. */
function charOf(key: string): string | null {
  if (key === 'Enter') return '\n';
  return [...key].length === 1 ? key : null;
}

/**
 * How long the run waits for its next key. A run that so far is a lone '@' (how an AAMVA
 * barcode opens) waits as long as a scan does: its first key lands in the field, and a busy
 * screen re-rendering that field may deliver the scanner's next key 100 ms later.
 */
export const quietOf = (burst: Burst) =>
  burst.scanLike || burst.fast >= SURELY_A_SCANNER || burst.text === '@'
    ? SCANNER_QUIET_MS
    : BURST_QUIET_MS;

const isScan = (text: string, recognise: (text: string) => unknown = recogniseScan) =>
  recognise(text) !== null;

export function endBurst(
  burst: Burst | null,
  recognise: (text: string) => unknown = recogniseScan,
): BurstEnd | null {
  if (!burst) return null;
  const heldText = burst.heldFrom === null ? '' : burst.text.slice(burst.heldFrom);
  const scan = recognise(burst.text) !== null;
  // A run typed through and no scan: the field has it all already.
  if (!scan && heldText === '') return null;
  return { text: burst.text, scan, heldText };
}

// An AAMVA barcode opens with '@' and a line break: that Enter is the scan's, not a submit.
const AFTER_AAMVA_START = /@\n*$/;

/**
 * One key pressed at `time` (ms). `key` is KeyboardEvent.key; a key pressed with Ctrl, Alt or
 * Meta is passed as any name of more than one character (it ends a run and types nothing).
 */
export function onKey(
  burst: Burst | null,
  key: string,
  time: number,
  recognise?: (text: string) => unknown,
): KeyStep {
  if (SILENT.has(key)) return { burst, hold: false, first: false, ended: null };
  const char = charOf(key);
  if (char === null) {
    return { burst: null, hold: false, first: false, ended: endBurst(burst, recognise) };
  }
  const gap = burst ? time - burst.last : Infinity;
  if (burst && gap < quietOf(burst)) {
    const fast = gap < BURST_GAP_MS;
    const aamvaStart = char === '\n' && AFTER_AAMVA_START.test(burst.text);
    const hold = burst.heldFrom !== null || fast || aamvaStart;
    const text = burst.text + char;
    return {
      burst: {
        text,
        last: time,
        heldFrom: burst.heldFrom ?? (hold ? burst.text.length : null),
        fast: burst.fast + (fast ? 1 : 0),
        // Once it is surely a scanner's, the text need not be read at every key.
        scanLike:
          burst.scanLike ||
          aamvaStart ||
          (burst.fast < SURELY_A_SCANNER && isScan(text, recognise)),
      },
      hold,
      first: false,
      ended: null,
    };
  }
  const ended = endBurst(burst, recognise);
  // Enter alone is Enter (a submit), never the start of a scan.
  if (char === '\n') return { burst: null, hold: false, first: false, ended };
  return {
    burst: { text: char, last: time, heldFrom: null, fast: 0, scanLike: false },
    hold: false,
    first: true,
    ended,
  };
}

/** Time passing without a key: the run ends once it has been quiet long enough. */
export function onQuiet(
  burst: Burst | null,
  now: number,
  recognise?: (text: string) => unknown,
): { burst: Burst | null; ended: BurstEnd | null } {
  if (!burst || now - burst.last < quietOf(burst)) return { burst, ended: null };
  return { burst: null, ended: endBurst(burst, recognise) };
}

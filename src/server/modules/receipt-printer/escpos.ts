import type { Language } from '@domain/language';
import { CODE_PAGES, encodeText } from './code-pages';

// The ESC/POS commands a receipt needs (Epson's ESC/POS reference), and a receipt's print job.

const ESC = 0x1b;
const GS = 0x1d;
const DLE = 0x10;
const EOT = 0x04;
const LF = 0x0a;

/** ESC @: clears the printer's modes left by an earlier job. */
export const INITIALIZE = [ESC, 0x40];
/** ESC t n: the character table the text is written in. */
export const selectTable = (table: number) => [ESC, 0x74, table];
/**
 * ESC p m t1 t2: a pulse on the drawer kick-out connector's pin 2 (m = 0), on for 25 × 2 ms
 * and off for 250 × 2 ms, the values drawers' makers give.
 */
export const DRAWER_KICK = [ESC, 0x70, 0x00, 0x19, 0xfa];
/** ESC d n: feeds n lines, so the last line clears the cutter. */
export const feedLines = (lines: number) => [ESC, 0x64, lines];
/** GS V 1: a partial cut (a tab left to tear, the paper does not drop). */
export const PARTIAL_CUT = [GS, 0x56, 0x01];
/** DLE EOT 4: the printer answers one byte, its paper roll sensor's status, at once. */
export const PAPER_STATUS_REQUEST = [DLE, EOT, 0x04];

/**
 * Whether a DLE EOT 4 answer says the paper has run out (bits 5 and 6). An answer that is no
 * status byte (fixed bits 1 and 4 set, 0 and 7 clear) says nothing about the paper.
 */
export function paperOut(status: number): boolean {
  const isStatus = (status & 0x93) === 0x12;
  return isStatus && (status & 0x60) !== 0;
}

// Lines past the last printed one before the cut: the head-to-cutter distance of most printers.
const FEED_BEFORE_CUT = 4;

/**
 * A receipt's print job: the printer reset, the table of the receipt's language, the drawer
 * pulse when asked (first, so the drawer opens while the receipt prints), each line, a feed and
 * a partial cut.
 */
export function receiptJob(
  lines: readonly string[],
  options: { language: Language; openDrawer: boolean },
): Uint8Array {
  const page = CODE_PAGES[options.language];
  const body = lines.flatMap((line) => [...encodeText(line, page), LF]);
  return Uint8Array.from([
    ...INITIALIZE,
    ...selectTable(page.table),
    ...(options.openDrawer ? DRAWER_KICK : []),
    ...body,
    ...feedLines(FEED_BEFORE_CUT),
    ...PARTIAL_CUT,
  ]);
}

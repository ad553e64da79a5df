import { LIST_BOUNDS } from '@domain/sanctions/list-bounds';
import { ListFormatError, type ListEntry } from '@domain/sanctions/list-entry';

// A list over the bounds of what a list may hold (issue 42, docs/decisions/0048) is refused
// whole, naming the first entry over a bound and what is over it.

const count = (n: number) => n.toLocaleString('en-US');

// By its reference, or by its place in the file when the reference itself is the problem.
function entryName(entry: ListEntry, index: number): string {
  return entry.reference && entry.reference.length <= LIST_BOUNDS.referenceLength
    ? `entry ${entry.reference}`
    : `entry ${count(index + 1)}`;
}

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function checkEntry(entry: ListEntry, index: number): void {
  const fail = (what: string) => {
    throw new ListFormatError(sentence(`${entryName(entry, index)} ${what}`), null);
  };
  if (entry.reference.length > LIST_BOUNDS.referenceLength) {
    fail(
      `has a reference of ${count(entry.reference.length)} characters; a reference may have at most ${count(LIST_BOUNDS.referenceLength)}`,
    );
  }
  const aliases = entry.names.length - 1;
  if (aliases > LIST_BOUNDS.aliases) {
    fail(`has ${count(aliases)} aliases; an entry may have at most ${count(LIST_BOUNDS.aliases)}`);
  }
  const long = entry.names.find((name) => name.name.length > LIST_BOUNDS.nameLength);
  if (long) {
    const which = long.kind === 'primary' ? 'a name' : 'an alias';
    fail(
      `has ${which} of ${count(long.name.length)} characters; a name may have at most ${count(LIST_BOUNDS.nameLength)}`,
    );
  }
}

/** Throws a ListFormatError for a list over the bounds: too many entries, or an entry over. */
export function checkListBounds(entries: readonly ListEntry[]): void {
  if (entries.length > LIST_BOUNDS.entries) {
    const first = entries[LIST_BOUNDS.entries]!;
    throw new ListFormatError(
      `The file has ${count(entries.length)} entries; a list may have at most ${count(LIST_BOUNDS.entries)} (${entryName(first, LIST_BOUNDS.entries)} is the first over)`,
      null,
    );
  }
  entries.forEach(checkEntry);
}

import type { DocumentHolders } from '@domain/contracts/customers';
import type { IdDocument, ReadFailure } from '@domain/id-documents';
import { namesMatch } from './scanned-customer';

export type Holder = DocumentHolders['rows'][number];

// Where a scan leads (issue 44), once read and looked up. Only the document's number and birth
// date were sent to find its holder; the scan itself never leaves the browser.
export type ScanOutcome =
  | { kind: 'unreadable'; failure: ReadFailure }
  | { kind: 'searching'; document: IdDocument }
  | { kind: 'lookup-failed'; document: IdDocument; error: unknown }
  // The teller decides: holders that differ from the document, several, or an expired document.
  | { kind: 'holders'; document: IdDocument; holders: Holder[] };

/** The one customer the document surely identifies: same birth date, same names. */
export function sureHolder(holders: readonly Holder[], document: IdDocument): Holder | null {
  const sure = holders.filter(
    (row) => row.birthday_matches === true && namesMatch(row.customer, document),
  );
  return sure.length === 1 ? (sure[0] ?? null) : null;
}

// Which version of a case's report FINTRAC holds (docs/decisions/0056), read by the server
// before a change or a deletion and by the screen that offers them.

type Filed = { action: string; outcome: string };

/** The newest version FINTRAC accepted, unless it was a deletion. `rows`: newest first. */
export function standingFiling<T extends Filed>(rows: readonly T[]): T | null {
  const accepted = rows.find((row) => row.outcome === 'accepted');
  return accepted && accepted.action !== 'delete' ? accepted : null;
}

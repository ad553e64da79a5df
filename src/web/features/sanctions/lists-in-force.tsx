import { SANCTIONS_MESSAGES, type sanctionsStatus } from '@domain/contracts/sanctions';
import { SANCTIONS_SOURCES, SANCTIONS_SOURCE_LABELS } from '@domain/sanctions/list-entry';
import type { z } from 'zod';
import { BureauTime } from '@web/features/settings';
import { formatDay } from '@web/lib/dates';

type Status = z.infer<typeof sanctionsStatus>;

function Row(props: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-3 py-0.5">
      <dt className="text-muted-foreground">{props.label}</dt>
      <dd className="min-w-0 text-right [overflow-wrap:anywhere]">{props.children}</dd>
    </div>
  );
}

// Each source's list in force, or that none was imported: what a re-screen screens against.
export function ListsInForce({ lists }: { lists: Status['lists'] }) {
  return (
    <div className="grid gap-3 md:grid-cols-3">
      {SANCTIONS_SOURCES.map((source) => {
        const list = lists.find((l) => l.source === source);
        return (
          <section
            key={source}
            aria-label={SANCTIONS_SOURCE_LABELS[source]}
            className="grid content-start gap-2 rounded-md border p-3 text-sm"
          >
            <h4 className="font-medium">{SANCTIONS_SOURCE_LABELS[source]}</h4>
            {list ? (
              <dl>
                <Row label="Version">{list.version ?? '—'}</Row>
                <Row label="Published">
                  {list.published_on ? formatDay(list.published_on) : '—'}
                </Row>
                <Row label="Entries">{list.entry_count.toLocaleString('en-CA')}</Row>
                <Row label="Imported">
                  <BureauTime value={list.imported_at} style="minute" />
                  {list.imported_by_name ? ` by ${list.imported_by_name}` : ''}
                </Row>
                <Row label="Checksum">
                  <span className="font-mono text-xs" title={list.checksum}>
                    {list.checksum.slice(0, 12)}…
                  </span>
                </Row>
              </dl>
            ) : (
              <p className="text-muted-foreground">{SANCTIONS_MESSAGES.noList}</p>
            )}
          </section>
        );
      })}
    </div>
  );
}

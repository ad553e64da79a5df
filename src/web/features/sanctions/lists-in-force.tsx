import { SANCTIONS_MESSAGES, type sanctionsStatus } from '@domain/contracts/sanctions';
import { SANCTIONS_SOURCES, SANCTIONS_SOURCE_LABELS } from '@domain/sanctions/list-entry';
import type { z } from 'zod';
import { BureauTime } from '@web/shared/bureau-time';
import { useFormat, useT } from '@web/i18n';

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
  const { t } = useT();
  const { count, day } = useFormat();
  return (
    <div className="grid gap-3 md:grid-cols-3">
      {SANCTIONS_SOURCES.map((source) => {
        const list = lists.find((l) => l.source === source);
        const label = t(SANCTIONS_SOURCE_LABELS[source]);
        return (
          <section
            key={source}
            aria-label={label}
            className="grid content-start gap-2 rounded-md border p-3 text-sm"
          >
            <h3 className="font-medium">{label}</h3>
            {list ? (
              <dl>
                <Row label={t('Version')}>{list.version ?? '—'}</Row>
                <Row label={t('Published')}>{day(list.published_on)}</Row>
                <Row label={t('Entries')}>{count(list.entry_count)}</Row>
                <Row label={t('Imported')}>
                  <BureauTime value={list.imported_at} style="minute" />
                  {list.imported_by_name
                    ? ` ${t('by {{name}}', { name: list.imported_by_name })}`
                    : ''}
                </Row>
                <Row label={t('Checksum')}>
                  <span className="font-mono text-xs" title={list.checksum}>
                    {list.checksum.slice(0, 12)}…
                  </span>
                </Row>
              </dl>
            ) : (
              <p className="text-muted-foreground">{t(SANCTIONS_MESSAGES.noList)}</p>
            )}
          </section>
        );
      })}
    </div>
  );
}

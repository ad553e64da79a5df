import type { z } from 'zod';
import { RefreshCw } from 'lucide-react';
import type { sanctionsStatus } from '@domain/contracts/sanctions';
import { SANCTIONS_SOURCE_LABELS } from '@domain/sanctions/list-entry';
import { Button } from '@web/components/ui/button';
import { BureauTime } from '@web/shared/bureau-time';
import { notifyFailure } from '@web/lib/failure';
import { notify } from '@web/lib/notify';
import { translate, useT } from '@web/i18n';
import { useFetchLists } from './api';

type Fetches = z.infer<typeof sanctionsStatus>['fetches'];

// The scheduled fetch of each configured list address, run now on demand, and how each
// source's last attempt went: a failure stays shown until a fetch succeeds.
export function FetchSection({ fetches }: { fetches: Fetches }) {
  const { t } = useT();
  const fetchNow = useFetchLists();
  const run = async () => {
    try {
      const status = await fetchNow.mutateAsync();
      const failed = status.fetches.filter((f) => f.error).length;
      if (failed === 0) notify.success(t('Lists fetched'));
      else
        notify.error(
          t('Some lists could not be fetched'),
          t('{{failed}} of {{total}} failed', { failed, total: status.fetches.length }),
        );
    } catch (error) {
      notifyFailure(t('Failed to fetch the lists'), error);
    }
  };
  return (
    <section aria-label={t('Fetched lists')} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-medium">{t('Fetched from the publishers')}</h3>
        <Button variant="outline" size="sm" onClick={run} disabled={fetchNow.isPending}>
          <RefreshCw aria-hidden className={fetchNow.isPending ? 'animate-spin' : undefined} />
          {fetchNow.isPending ? t('Fetching...') : t('Fetch lists now')}
        </Button>
      </div>
      {fetches.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {t(
            'No list address is configured: lists are fetched on a schedule only when one is set.',
          )}
        </p>
      ) : (
        <ul className="grid gap-2 text-sm">
          {fetches.map((f) => (
            <li key={f.source} className="grid gap-0.5 rounded-md border p-3">
              <p className="font-medium">{t(SANCTIONS_SOURCE_LABELS[f.source])}</p>
              <p className="font-mono text-xs text-muted-foreground [overflow-wrap:anywhere]">
                {f.url}
              </p>
              <p>
                {t('Last attempt')} <BureauTime value={f.attempted_at} style="minute" />
                {f.error ? '' : t(': succeeded')}
              </p>
              {f.error ? (
                <p role="alert" className="text-destructive [overflow-wrap:anywhere]">
                  {t('Failed: {{reason}}', { reason: translate(f.error) })}
                  {f.succeeded_at && (
                    <span className="block text-muted-foreground">
                      {t('Last success')} <BureauTime value={f.succeeded_at} style="minute" />
                    </span>
                  )}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

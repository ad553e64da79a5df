import type { z } from 'zod';
import { ScanSearch } from 'lucide-react';
import type { screeningRunView } from '@domain/contracts/sanctions';
import { Button } from '@web/components/ui/button';
import { BureauTime } from '@web/shared/bureau-time';
import { notifyFailure } from '@web/lib/failure';
import { notify } from '@web/lib/notify';
import { msg, translate, useFormat, useT } from '@web/i18n';
import { useRescreen } from './api';

type Run = z.infer<typeof screeningRunView>;

const RUN_LABELS: Record<Run['status'], string> = {
  running: msg('Re-screen running'),
  done: msg('Last re-screen finished'),
  failed: msg('Last re-screen failed'),
};

function RunProgress({ run }: { run: Run }) {
  const { t } = useT();
  const { count } = useFormat();
  const percent = run.total > 0 ? Math.round((run.screened / run.total) * 100) : 100;
  return (
    <div className="grid gap-2 text-sm" data-run-status={run.status}>
      <p className="font-medium" role="status">
        {t(RUN_LABELS[run.status])}
      </p>
      <div
        role="progressbar"
        aria-label={t('Re-screen progress')}
        aria-valuemin={0}
        aria-valuemax={run.total}
        aria-valuenow={run.screened}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className={run.status === 'failed' ? 'h-full bg-destructive' : 'h-full bg-primary'}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-muted-foreground">
        {`${t('{{screened}} of {{total}} screened', { screened: count(run.screened), total: count(run.total) })} · `}
        {run.hits === 1 ? t('1 new match') : t('{{n}} new matches', { n: count(run.hits) })}
      </p>
      <p className="text-muted-foreground">
        {t('Started')} <BureauTime value={run.started_at} style="minute" />
        {run.finished_at && (
          <>
            {` · ${t('finished')} `}
            <BureauTime value={run.finished_at} style="minute" />
          </>
        )}
      </p>
      {run.error && (
        <p role="alert" className="text-destructive [overflow-wrap:anywhere]">
          {translate(run.error)}
        </p>
      )}
    </div>
  );
}

// Every active customer and company screened again against the lists in force: by itself after
// an import, or on demand. One runs at a time.
export function RescreenSection({ run }: { run: Run | null }) {
  const { t } = useT();
  const rescreen = useRescreen();
  const running = run?.status === 'running';
  const start = async () => {
    try {
      await rescreen.mutateAsync();
      notify.success(t('Re-screen started'));
    } catch (error) {
      notifyFailure(t('Failed to start the re-screen'), error);
    }
  };
  return (
    <section aria-label={t('Re-screen')} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-medium">{t('Re-screen')}</h3>
        <Button
          variant="outline"
          size="sm"
          onClick={start}
          disabled={running || rescreen.isPending}
        >
          <ScanSearch aria-hidden /> {t('Re-screen everyone')}
        </Button>
      </div>
      {run ? (
        <RunProgress run={run} />
      ) : (
        <p className="text-sm text-muted-foreground">{t('No re-screen has run yet.')}</p>
      )}
    </section>
  );
}

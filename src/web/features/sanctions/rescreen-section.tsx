import type { z } from 'zod';
import { ScanSearch } from 'lucide-react';
import type { screeningRunView } from '@domain/contracts/sanctions';
import { Button } from '@web/components/ui/button';
import { BureauTime } from '@web/features/settings';
import { notifyFailure } from '@web/lib/failure';
import { notify } from '@web/lib/notify';
import { useRescreen } from './api';

type Run = z.infer<typeof screeningRunView>;

const RUN_LABELS: Record<Run['status'], string> = {
  running: 'Re-screen running',
  done: 'Last re-screen finished',
  failed: 'Last re-screen failed',
};

function RunProgress({ run }: { run: Run }) {
  const percent = run.total > 0 ? Math.round((run.screened / run.total) * 100) : 100;
  return (
    <div className="grid gap-2 text-sm" data-run-status={run.status}>
      <p className="font-medium" role="status">
        {RUN_LABELS[run.status]}
      </p>
      <div
        role="progressbar"
        aria-label="Re-screen progress"
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
        {`${run.screened.toLocaleString('en-CA')} of ${run.total.toLocaleString('en-CA')} screened · `}
        {`${run.hits.toLocaleString('en-CA')} ${run.hits === 1 ? 'new match' : 'new matches'}`}
      </p>
      <p className="text-muted-foreground">
        Started <BureauTime value={run.started_at} style="minute" />
        {run.finished_at && (
          <>
            {' · finished '}
            <BureauTime value={run.finished_at} style="minute" />
          </>
        )}
      </p>
      {run.error && (
        <p role="alert" className="text-destructive [overflow-wrap:anywhere]">
          {run.error}
        </p>
      )}
    </div>
  );
}

// Every active customer and company screened again against the lists in force: by itself after
// an import, or on demand. One runs at a time.
export function RescreenSection({ run }: { run: Run | null }) {
  const rescreen = useRescreen();
  const running = run?.status === 'running';
  const start = async () => {
    try {
      await rescreen.mutateAsync();
      notify.success('Re-screen started');
    } catch (error) {
      notifyFailure('Failed to start the re-screen', error);
    }
  };
  return (
    <section aria-label="Re-screen" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-sm font-medium">Re-screen</h4>
        <Button
          variant="outline"
          size="sm"
          onClick={start}
          disabled={running || rescreen.isPending}
        >
          <ScanSearch aria-hidden /> Re-screen everyone
        </Button>
      </div>
      {run ? (
        <RunProgress run={run} />
      ) : (
        <p className="text-sm text-muted-foreground">No re-screen has run yet.</p>
      )}
    </section>
  );
}

import { Link } from 'react-router';
import { CheckCircle2, Circle, X } from 'lucide-react';
import type { SetupChecklist } from '@domain/contracts/setup';
import type { SetupStep } from '@domain/setup-checklist';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { notifyFailure } from '@web/lib/failure';
import { BureauTime } from '@web/shared/bureau-time';
import { msg, Trans, useT } from '@web/i18n';
import { useDismissChecklist } from './api';

// Each step: what to do, and the screen that does it.
const STEPS: Record<SetupStep, { title: string; to: string }> = {
  business_profile: {
    title: msg('Enter the business profile printed on receipts'),
    to: '/settings',
  },
  time_zone: { title: msg("Confirm the bureau's time zone"), to: '/settings' },
  reference_feed: { title: msg('Fetch the reference rates and set the margins'), to: '/rates' },
  branch_tills: { title: msg('Name the branch and its tills'), to: '/settings' },
  denominations: { title: msg('Check the notes and coins of each currency'), to: '/settings' },
  first_float: { title: msg('Put a first float in the vault and open a till'), to: '/accounts' },
  staff: { title: msg('Invite the staff'), to: '/staff' },
  backups: { title: msg('Take a first backup'), to: '/settings' },
};

function FeedState({ feed }: { feed: SetupChecklist['reference_feed'] }) {
  const { t } = useT();
  if (feed.last_error) {
    return (
      <span className="block text-xs text-destructive">
        {t('The feed failed: {{error}}', { error: feed.last_error })}
      </span>
    );
  }
  if (!feed.last_success_at) {
    return <span className="block text-xs text-muted-foreground">{t('Never fetched yet')}</span>;
  }
  return (
    <span className="block text-xs text-muted-foreground">
      <Trans
        t={t}
        i18nKey={msg('Last fetched <time/>')}
        components={{ time: <BureauTime value={feed.last_success_at} style="minute" /> }}
      />
    </span>
  );
}

/** The owner's first-run checklist: each step links to its screen and ticks itself when done. */
export function ChecklistCard(props: { checklist: SetupChecklist; onDashboard: boolean }) {
  const { checklist } = props;
  const { t } = useT();
  const dismiss = useDismissChecklist();
  const left = checklist.steps.filter((step) => !step.done).length;
  const toggle = async (dismissed: boolean) => {
    try {
      await dismiss.mutateAsync(dismissed);
    } catch (error) {
      notifyFailure(t('Failed to save the checklist'), error);
    }
  };
  return (
    <Card role="region" aria-label={t('Set Up the Bureau')}>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <CardTitle>{t('Set Up the Bureau')}</CardTitle>
          <CardDescription>
            {left === 0
              ? t('Every step is done.')
              : t('{{left}} of {{total}} steps left. Each step ticks itself once done.', {
                  left,
                  total: checklist.steps.length,
                })}
          </CardDescription>
        </div>
        {props.onDashboard ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void toggle(true)}
            disabled={dismiss.isPending}
          >
            <X aria-hidden /> {t('Hide the checklist')}
          </Button>
        ) : (
          checklist.dismissed && (
            <Button
              variant="outline"
              size="sm"
              onClick={() => void toggle(false)}
              disabled={dismiss.isPending}
            >
              {t('Show it on the dashboard')}
            </Button>
          )
        )}
      </CardHeader>
      <CardContent>
        <ol className="grid gap-2">
          {checklist.steps.map((step) => {
            const { title, to } = STEPS[step.id];
            return (
              <li
                key={step.id}
                className="flex items-start gap-2 text-sm"
                data-testid={`setup-${step.id}`}
                data-done={step.done}
              >
                {step.done ? (
                  <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
                ) : (
                  <Circle className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
                )}
                <span className="grid">
                  <Link to={to} className={step.done ? 'text-muted-foreground' : 'font-medium'}>
                    {t(title)}
                  </Link>
                  <span className="sr-only">{step.done ? t('Done') : t('To do')}</span>
                  {step.id === 'reference_feed' && <FeedState feed={checklist.reference_feed} />}
                </span>
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}

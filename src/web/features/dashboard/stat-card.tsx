import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card, CardContent } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';

// One figure of the dashboard: its title, the value, and a line of context under it.
export function StatCard(props: {
  title: string;
  icon: LucideIcon;
  value: ReactNode;
  hint?: ReactNode;
  loading: boolean;
  testId?: string;
}) {
  const Icon = props.icon;
  return (
    <Card className="gap-2" data-testid={props.testId}>
      <CardContent className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-medium text-muted-foreground">{props.title}</h2>
        <Icon className="size-4 text-muted-foreground" aria-hidden />
      </CardContent>
      <CardContent>
        {props.loading ? (
          <>
            <Skeleton className="h-8 w-24" />
            <Skeleton className="mt-1 h-4 w-32" />
          </>
        ) : (
          <>
            <div className="text-2xl font-semibold tabular-nums">{props.value}</div>
            {props.hint && <p className="mt-1 text-xs text-muted-foreground">{props.hint}</p>}
          </>
        )}
      </CardContent>
    </Card>
  );
}

import type { ReactNode } from 'react';

// A page's title and actions. Long titles (a customer's name) wrap, and the actions wrap onto
// more lines on a narrow screen instead of running off it. On paper only the title is printed
// (issue 28): the actions are the screen's.
export function PageHeader(props: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight wrap-anywhere">{props.title}</h1>
        {props.description && (
          <p className="text-sm text-muted-foreground wrap-anywhere">{props.description}</p>
        )}
      </div>
      {props.actions && (
        <div className="flex flex-wrap items-center gap-2 print:hidden">{props.actions}</div>
      )}
    </div>
  );
}

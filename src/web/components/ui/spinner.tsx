import { Loader2 } from 'lucide-react';
import { useT } from '@web/i18n';
import { cn } from '@web/lib/cn';

export type SpinnerProps = {
  className?: string;
  label?: string;
};

// A live status region named 'Loading'; size it with className (e.g. size-8).
// Inside buttons prefer a bare aria-hidden Loader2, so the button keeps its own name.
export function Spinner({ className, label }: SpinnerProps) {
  const { t } = useT();
  return (
    <span
      role="status"
      aria-label={label ?? t('Loading')}
      data-slot="spinner"
      className={cn(
        'flex size-5 shrink-0 items-center justify-center text-muted-foreground',
        className,
      )}
    >
      <Loader2 className="size-full animate-spin" aria-hidden="true" />
    </span>
  );
}

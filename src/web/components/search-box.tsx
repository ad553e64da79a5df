import { Search } from 'lucide-react';
import { Input } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';

// A list's search field: the label is for screen readers, the placeholder says what it matches.
// Not printed (issue 28).
export function SearchBox(props: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  // The typed text is final (the box lost focus or Enter was pressed).
  onCommit?: () => void;
  className?: string;
}) {
  return (
    <div className={cn('relative print:hidden', props.className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input
        type="search"
        data-page-search
        aria-label={props.label}
        placeholder={props.placeholder}
        className="pl-9"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        onBlur={props.onCommit}
        onKeyDown={(e) => e.key === 'Enter' && props.onCommit?.()}
      />
    </div>
  );
}

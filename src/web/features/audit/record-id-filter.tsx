import { useEffect, useRef, useState } from 'react';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { useT } from '@web/i18n';

const DEBOUNCE_MS = 300;

// The record id filter: applied once typing pauses, at once on Enter or when the box is left.
// The box follows the URL when it changes from elsewhere (back button, Clear Filters).
export function RecordIdFilter(props: { value: string; onChange: (value: string) => void }) {
  const { t } = useT();
  const [text, setText] = useState(props.value);
  const [shown, setShown] = useState(props.value);
  if (shown !== props.value) {
    setShown(props.value);
    if (text.trim() !== props.value) setText(props.value);
  }
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (next: string) => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (next.trim() !== props.value) props.onChange(next.trim());
  };
  const flush = () => {
    if (timer.current !== undefined) commit(text);
  };

  return (
    <div className="col-span-2 grid gap-1.5">
      <Label htmlFor="audit-record-id">{t('Record id')}</Label>
      <Input
        id="audit-record-id"
        type="search"
        placeholder={t('Any record')}
        className="w-full sm:w-72"
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => commit(next), DEBOUNCE_MS);
        }}
        onBlur={flush}
        onKeyDown={(event) => event.key === 'Enter' && commit(text)}
      />
    </div>
  );
}

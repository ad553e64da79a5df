import { useState } from 'react';
import { auditChangeText, auditChanges, type AuditFields } from '@domain/audit';
import { Button } from '@web/components/ui/button';
import { useBusinessTimeZone } from '@web/shared/settings';
import { useFormat, useT } from '@web/i18n';
import { FIELD_LABELS } from './field-labels';

// Lines shown before 'Show all': an entry of a created record names every field.
const SHOWN_LINES = 4;
// A line longer than this is cut to one line until shown in full.
const LONG_LINE = 80;

// Each field's change as the domain writes it: 'before → after', or the value alone for a
// created (after) or deleted (before) record, whose empty fields are left out.
function fieldChanges(before: AuditFields, after: AuditFields, timeZone: string) {
  const whole = before === null || after === null;
  const changes = auditChanges(before, after, timeZone).filter(
    (change) => !whole || (change.after ?? change.before) !== null,
  );
  return changes.map(({ field }) => ({
    field,
    change: auditChangeText(
      before === null ? null : { [field]: before[field] },
      after === null ? null : { [field]: after[field] },
      timeZone,
    ).slice(field.length + 2),
  }));
}

// Each field's line: 'last_name: Roy → Tremblay' in English, as the export and the API name
// the fields; 'Nom de famille : Roy → Tremblay' in French, by the field's label.
function useChangeLines(before: AuditFields, after: AuditFields, timeZone: string): string[] {
  const { t } = useT();
  const { language } = useFormat();
  return fieldChanges(before, after, timeZone).map(({ field, change }) => {
    const label = FIELD_LABELS[field];
    return language === 'fr' && label
      ? t('{{field}}: {{change}}', { field: t(label), change })
      : `${field}: ${change}`;
  });
}

// An entry's changes, compact: at most four one-line fields, the whole text as a tooltip and
// behind 'Show all'. Long values (a JSON document, an address) wrap instead of widening the page.
export function AuditChanges(props: { before: AuditFields; after: AuditFields }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  // Stored instants (created_at, claimed_at) on the bureau's clock.
  const zone = useBusinessTimeZone();
  const lines = useChangeLines(props.before, props.after, zone);
  if (lines.length === 0) return <span className="text-muted-foreground">—</span>;
  const cut = lines.length > SHOWN_LINES || lines.some((line) => line.length > LONG_LINE);
  const shown = open ? lines : lines.slice(0, SHOWN_LINES);
  return (
    <div
      data-testid="audit-changes"
      className="grid max-w-md min-w-48 gap-0.5 font-mono text-xs"
      title={lines.join('; ')}
    >
      {shown.map((line, i) => (
        <bdi key={i} className={open ? 'wrap-anywhere whitespace-pre-wrap' : 'block truncate'}>
          {line}
        </bdi>
      ))}
      {cut && (
        <Button
          type="button"
          variant="link"
          size="sm"
          className="h-auto justify-self-start p-0 font-sans text-xs"
          aria-expanded={open}
          onClick={(event) => {
            // The row may open something on click; this only unfolds the text.
            event.stopPropagation();
            setOpen(!open);
          }}
        >
          {open
            ? t('Show less')
            : lines.length > SHOWN_LINES
              ? t('Show all {{n}} fields', { n: lines.length })
              : t('Show in full')}
        </Button>
      )}
    </div>
  );
}

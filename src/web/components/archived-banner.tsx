import type { ReactNode } from 'react';
import { Archive } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { UserText } from '@web/components/user-text';
import { translate, useT } from '@web/i18n';

// A record kept for records instead of deleted (docs/decisions/0027): it says when and by whom,
// and a manager may bring it back into the lists. `archivedOn` is the day as the caller writes it
// (on the bureau's clock); `what` names the record ('customer'), in English or already translated.
export function ArchivedBanner(props: {
  what: string;
  archivedOn: ReactNode;
  archivedBy: string | null;
  onRestore?: () => void;
  restoring?: boolean;
}) {
  const { t } = useT();
  return (
    <div
      role="status"
      className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-md border border-warning/40 bg-warning/10 px-4 py-3 text-sm"
    >
      <div className="flex items-start gap-2">
        <Archive aria-hidden className="mt-0.5 size-4 shrink-0" />
        <div>
          <p className="font-medium">
            {t('Archived on')} {props.archivedOn}
            {props.archivedBy && (
              <>
                {' '}
                {t('by')} <UserText>{props.archivedBy}</UserText>
              </>
            )}
          </p>
          <p className="text-muted-foreground">
            {t('This {{what}} is kept for records and hidden from lists; it cannot be changed.', {
              what: translate(props.what),
            })}
          </p>
        </div>
      </div>
      {props.onRestore && (
        <Button size="sm" variant="outline" onClick={props.onRestore} disabled={props.restoring}>
          {props.restoring ? t('Restoring...') : t('Restore')}
        </Button>
      )}
    </div>
  );
}

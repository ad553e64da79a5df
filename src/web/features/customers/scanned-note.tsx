import type { UseFormReturn } from 'react-hook-form';
import type { ScannedCustomer } from '@web/features/id-scan';
import { Button } from '@web/components/ui/button';
import { useT } from '@web/i18n';
import type { CustomerFormOutput, CustomerFormValues } from './customer-form-values';

type Form = UseFormReturn<CustomerFormValues, unknown, CustomerFormOutput>;

// Above a new customer's form filled from a scanned document (issue 44): what to check before
// saving, and the names as the document writes them, for the teller to keep instead.
export function ScannedNote({ scanned, form }: { scanned: ScannedCustomer; form: Form }) {
  const { t } = useT();
  const { printed } = scanned;
  const properDiffers =
    printed.first_name !== scanned.first_name || printed.last_name !== scanned.last_name;
  return (
    <div role="note" className="grid gap-2 rounded-md border bg-muted/40 p-3 text-sm">
      <p>{t('Filled in from the scanned document: check each field against it, then save.')}</p>
      {scanned.card === null && (
        <p className="text-amber-800 dark:text-amber-300">
          {t('The document has expired: it is not added as an ID card.')}
        </p>
      )}
      {properDiffers && (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-muted-foreground">
            {t('The document writes {{name}}.', {
              name: `${printed.first_name} ${printed.last_name}`,
            })}
          </span>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="h-7"
            onClick={() => {
              form.setValue('first_name', printed.first_name, { shouldDirty: true });
              form.setValue('last_name', printed.last_name, { shouldDirty: true });
            }}
          >
            {t("Keep the document's capitals")}
          </Button>
        </div>
      )}
    </div>
  );
}

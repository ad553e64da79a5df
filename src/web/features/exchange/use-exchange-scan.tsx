import { useState, type ReactNode } from 'react';
import type { Customer } from '@domain/contracts/customers';
import { CustomerDialog } from '@web/features/customers';
import { useIdScan, type ScannedCustomer } from '@web/features/id-scan';
import { notify } from '@web/lib/notify';
import { useT } from '@web/i18n';

// A document scanned on the exchange screen (issue 44) makes its holder the exchange's customer
// in one step; a document no customer holds opens a new customer filled from it, who becomes
// the exchange's customer once saved. What was typed of the exchange stays.
export function useExchangeScan(choose: (customerId: string) => void): {
  button: ReactNode;
  dialogs: ReactNode;
} {
  const { t } = useT();
  const [scanned, setScanned] = useState<ScannedCustomer | null>(null);
  const use = (customer: Customer) => {
    choose(customer.id);
    notify.success(
      t('{{name}} is the customer of this exchange.', {
        name: `${customer.first_name} ${customer.last_name}`,
      }),
    );
  };
  const scan = useIdScan({ action: 'use', onHolder: use, onNewCustomer: setScanned });
  return {
    button: scan.button,
    dialogs: (
      <>
        {scan.dialogs}
        {scanned && (
          <CustomerDialog
            open
            scanned={scanned}
            onOpenChange={(open) => !open && setScanned(null)}
            onSaved={(saved) => choose(saved.id)}
          />
        )}
      </>
    ),
  };
}

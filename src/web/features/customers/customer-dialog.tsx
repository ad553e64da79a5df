import type { Customer, CustomerCompany } from '@domain/contracts/customers';
import type { ScannedCustomer } from '@web/features/id-scan';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { useT } from '@web/i18n';
import { CustomerForm } from './customer-form';

// The customer form in a modal: 'Add New Customer', or 'Edit Customer' when given a customer.
// SPEC §4: it closes once the customer is saved (the form shows the toast), then `onSaved` gets
// the saved customer.
export function CustomerDialog(props: {
  customer?: Customer & { company?: CustomerCompany | null };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title?: string;
  initialNames?: { first_name: string; last_name: string };
  scanned?: ScannedCustomer;
  onSaved?: (saved: Customer) => void;
}) {
  const { t } = useT();
  const close = () => props.onOpenChange(false);
  const saved = (_id: string, customer: Customer) => {
    close();
    props.onSaved?.(customer);
  };
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="max-w-2xl" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>
            {props.title ?? (props.customer ? t('Edit Customer') : t('Add New Customer'))}
          </DialogTitle>
        </DialogHeader>
        {props.open && (
          <CustomerForm
            customer={props.customer}
            initialNames={props.initialNames}
            scanned={props.scanned}
            onSuccess={saved}
            onCancel={close}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

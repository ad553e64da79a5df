import type { Customer } from '@domain/contracts/customers';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { CustomerForm } from './customer-form';

// The customer form in a modal: 'Add New Customer', or 'Edit Customer' when given a customer.
// SPEC §4: it closes once the customer is saved (the form shows the toast).
export function CustomerDialog(props: {
  customer?: Customer;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const close = () => props.onOpenChange(false);
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="max-w-2xl" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{props.customer ? 'Edit Customer' : 'Add New Customer'}</DialogTitle>
        </DialogHeader>
        {props.open && (
          <CustomerForm customer={props.customer} onSuccess={close} onCancel={close} />
        )}
      </DialogContent>
    </Dialog>
  );
}

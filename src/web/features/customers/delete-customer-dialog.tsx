import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { PersonName } from '@web/components/user-text';
import { notifyFailure } from '@web/lib/failure';
import { notify } from '@web/lib/notify';
import { useDeleteCustomer } from './api';

export const ARCHIVED_MESSAGE = 'Customer archived: kept for records because of their transactions';

export function DeleteCustomerDialog(props: {
  customer: { id: string; first_name: string; last_name: string } | null;
  onClose: () => void;
  onDeleted?: () => void;
  // A customer with transactions is archived instead: gone from lists, its page stays.
  onArchived?: () => void;
}) {
  const remove = useDeleteCustomer();
  const { customer } = props;
  return (
    <ConfirmDialog
      open={customer !== null}
      onOpenChange={(open) => !open && props.onClose()}
      title="Delete Customer"
      description={
        <>
          Are you sure you want to delete {customer && <PersonName person={customer} />}? Their ID
          cards are deleted too. A customer with transactions is archived instead: hidden from lists
          and kept for records.
        </>
      }
      pending={remove.isPending}
      onConfirm={() => {
        if (!customer) return;
        remove.mutate(customer.id, {
          onSuccess: (archived) => {
            if (archived) {
              notify.success(ARCHIVED_MESSAGE);
              props.onClose();
              props.onArchived?.();
              return;
            }
            notify.success('Customer deleted successfully');
            props.onClose();
            props.onDeleted?.();
          },
          onError: (error) => notifyFailure('Failed to delete customer', error),
        });
      }}
    />
  );
}

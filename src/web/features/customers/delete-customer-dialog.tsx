import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { PersonName, fullName } from '@web/components/user-text';
import { notifyFailure } from '@web/lib/failure';
import { notify } from '@web/lib/notify';
import { msg, Trans, useT } from '@web/i18n';
import { useDeleteCustomer } from './api';

export const ARCHIVED_MESSAGE = msg(
  'Customer archived: kept for records because of their transactions',
);

export function DeleteCustomerDialog(props: {
  customer: { id: string; first_name: string; last_name: string } | null;
  onClose: () => void;
  onDeleted?: () => void;
  // A customer with transactions is archived instead: gone from lists, its page stays.
  onArchived?: () => void;
}) {
  const { t } = useT();
  const remove = useDeleteCustomer();
  const { customer } = props;
  return (
    <ConfirmDialog
      open={customer !== null}
      onOpenChange={(open) => !open && props.onClose()}
      title={t('Delete Customer')}
      description={
        <Trans
          i18nKey={msg(
            'Are you sure you want to delete <0>{{name}}</0>? Their ID cards are deleted too. A customer with transactions is archived instead: hidden from lists and kept for records.',
          )}
          values={{ name: customer ? fullName(customer) : '' }}
          components={[customer ? <PersonName person={customer} /> : <span />]}
        />
      }
      pending={remove.isPending}
      onConfirm={() => {
        if (!customer) return;
        remove.mutate(customer.id, {
          onSuccess: (archived) => {
            if (archived) {
              notify.success(t(ARCHIVED_MESSAGE));
              props.onClose();
              props.onArchived?.();
              return;
            }
            notify.success(t('Customer deleted successfully'));
            props.onClose();
            props.onDeleted?.();
          },
          onError: (error) => notifyFailure(t('Failed to delete customer'), error),
        });
      }}
    />
  );
}

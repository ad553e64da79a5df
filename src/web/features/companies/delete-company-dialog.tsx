import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { UserText } from '@web/components/user-text';
import { notifyFailure } from '@web/lib/failure';
import { notify } from '@web/lib/notify';
import { useDeleteCompany } from './api';

export const COMPANY_ARCHIVED_MESSAGE =
  'Company archived: kept for records because its customers have transactions';

export function DeleteCompanyDialog(props: {
  company: { id: string; name: string } | null;
  onClose: () => void;
  onDeleted?: () => void;
  // A company whose customers have transactions is archived instead: gone from lists, its page
  // stays.
  onArchived?: () => void;
}) {
  const remove = useDeleteCompany();
  const { company } = props;
  return (
    <ConfirmDialog
      open={company !== null}
      onOpenChange={(open) => !open && props.onClose()}
      title="Delete Company"
      description={
        <>
          Are you sure you want to delete {company && <UserText>{company.name}</UserText>}? Its
          customers will be kept but will no longer be associated with this company. A company with
          customers who have transactions is archived instead: hidden from lists and kept for
          records.
        </>
      }
      pending={remove.isPending}
      onConfirm={() => {
        if (!company) return;
        remove.mutate(company.id, {
          onSuccess: (archived) => {
            if (archived) {
              notify.success(COMPANY_ARCHIVED_MESSAGE);
              props.onClose();
              props.onArchived?.();
              return;
            }
            notify.success('Company deleted successfully');
            props.onClose();
            props.onDeleted?.();
          },
          onError: (error) => notifyFailure('Failed to delete company', error),
        });
      }}
    />
  );
}

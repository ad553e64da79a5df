import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { UserText } from '@web/components/user-text';
import { notifyFailure } from '@web/lib/failure';
import { notify } from '@web/lib/notify';
import { msg, Trans, useT } from '@web/i18n';
import { useDeleteCompany } from './api';

export const COMPANY_ARCHIVED_MESSAGE = msg(
  'Company archived: kept for records because its customers have transactions',
);

export function DeleteCompanyDialog(props: {
  company: { id: string; name: string } | null;
  onClose: () => void;
  onDeleted?: () => void;
  // A company whose customers have transactions is archived instead: gone from lists, its page
  // stays.
  onArchived?: () => void;
}) {
  const { t } = useT();
  const remove = useDeleteCompany();
  const { company } = props;
  return (
    <ConfirmDialog
      open={company !== null}
      onOpenChange={(open) => !open && props.onClose()}
      title={t('Delete Company')}
      description={
        <Trans
          i18nKey={msg(
            'Are you sure you want to delete <0>{{name}}</0>? Its customers will be kept but will no longer be associated with this company. A company with customers who have transactions is archived instead: hidden from lists and kept for records.',
          )}
          values={{ name: company?.name ?? '' }}
          components={[<UserText>{company?.name ?? ''}</UserText>]}
        />
      }
      pending={remove.isPending}
      onConfirm={() => {
        if (!company) return;
        remove.mutate(company.id, {
          onSuccess: (archived) => {
            if (archived) {
              notify.success(t(COMPANY_ARCHIVED_MESSAGE));
              props.onClose();
              props.onArchived?.();
              return;
            }
            notify.success(t('Company deleted successfully'));
            props.onClose();
            props.onDeleted?.();
          },
          onError: (error) => notifyFailure(t('Failed to delete company'), error),
        });
      }}
    />
  );
}

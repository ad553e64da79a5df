import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { authClient } from '@web/features/auth';
import { translate } from '@web/i18n';
import { notify } from '@web/lib/notify';

export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    const { error } = await authClient.signOut();
    if (error) {
      notify.error(error.message || translate('Sign out failed'));
      return;
    }
    queryClient.clear();
    navigate('/auth', { replace: true });
  };
}

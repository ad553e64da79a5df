import { Link, Outlet } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { STAFF_MESSAGES, type StaffRole } from '@domain/staff';
import { useStaff } from '@web/features/auth';
import { msg, useT } from '@web/i18n';

// The domain's STAFF_MESSAGES.needs(role) writes these (the server's refusals say them too):
// marked here so the catalogue keeps their French.
msg('This needs a teller');
msg('This needs a manager');

// A page the member's role cannot use, reached by its address: say so instead of failing.
export function RequireRole(props: { role: StaffRole }) {
  const { t } = useT();
  const { can } = useStaff();
  if (can(props.role)) return <Outlet />;
  return (
    <div
      role="alert"
      className="flex min-h-[60vh] flex-col items-center justify-center gap-3 text-center"
    >
      <ShieldAlert className="size-10 text-muted-foreground" aria-hidden />
      <h1 className="text-xl font-semibold">{t(STAFF_MESSAGES.needs(props.role))}</h1>
      <p className="text-muted-foreground">{t('Your role does not include this page.')}</p>
      <Link to="/" className="text-primary underline underline-offset-4">
        {t('Return to Home')}
      </Link>
    </div>
  );
}

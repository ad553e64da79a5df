import { Link, Outlet } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { STAFF_MESSAGES, type StaffRole } from '@domain/staff';
import { useStaff } from '@web/features/auth';

// A page the member's role cannot use, reached by its address: say so instead of failing.
export function RequireRole(props: { role: StaffRole }) {
  const { can } = useStaff();
  if (can(props.role)) return <Outlet />;
  return (
    <div
      role="alert"
      className="flex min-h-[60vh] flex-col items-center justify-center gap-3 text-center"
    >
      <ShieldAlert className="size-10 text-muted-foreground" aria-hidden />
      <h1 className="text-xl font-semibold">{STAFF_MESSAGES.needs(props.role)}</h1>
      <p className="text-muted-foreground">Your role does not include this page.</p>
      <Link to="/" className="text-primary underline underline-offset-4">
        Return to Home
      </Link>
    </div>
  );
}

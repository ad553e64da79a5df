import { useSession, useStaff } from '@web/features/auth';
import { useTellersSpotCount } from '@web/shared/settings';

// Who the signed-in member is beside a session: its teller, or a manager who acts on any.
export function useTillRoles() {
  const { data } = useSession();
  const staff = useStaff();
  const myId = data?.user.id ?? null;
  const isManager = staff.can('manager');
  const tellersSpotCount = useTellersSpotCount();
  return {
    myId,
    isManager,
    /** The session's teller, or a manager+. */
    mayActOn: (session: { teller: { id: string } } | null | undefined) =>
      Boolean(session) && (isManager || session?.teller.id === myId),
    /** A manager+, or the session's teller where the bureau lets tellers spot count (issue 46). */
    maySpotCount: (session: { teller: { id: string } } | null | undefined) =>
      Boolean(session) && (isManager || (tellersSpotCount && session?.teller.id === myId)),
  };
}

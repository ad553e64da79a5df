// Auth: signing in and up, the session, the member's role, and the page of an account waiting for
// approval.

// The auth feature's public surface: the session, the member's role and the client that signs
// out.
export { authClient, useSession } from './auth-client';
export { useStaff } from './use-staff';
export { WaitingPage } from './waiting-page';

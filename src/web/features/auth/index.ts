// The auth feature's public surface: the session and the client that signs out.
export { authClient, useSession } from './auth-client';

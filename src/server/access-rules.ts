import { ENDPOINTS, type EndpointAccess } from '@domain/contracts/endpoints';

// Who may call each /api route (docs/decisions/0019), read from the endpoint table
// (docs/decisions/0033). 'self': any signed-in account, even one waiting for approval (its own
// session and sign-out); a role: an active member with at least that role. Public endpoints need
// no session and are not listed. A route missing here is refused to everyone, and the route ×
// role test fails for it.
export type Access = Exclude<EndpointAccess, 'public'>;

export const ACCESS_RULES: Readonly<Record<string, Access>> = Object.fromEntries(
  Object.values(ENDPOINTS).flatMap((endpoint) =>
    endpoint.access === 'public' ? [] : [[`${endpoint.method} ${endpoint.path}`, endpoint.access]],
  ),
);

/** The rule of a route as the router matched it; HEAD follows GET. */
export function accessRule(method: string, url: string): Access | undefined {
  const verb = method === 'HEAD' ? 'GET' : method;
  const key = `${verb} ${url}`;
  return Object.hasOwn(ACCESS_RULES, key) ? ACCESS_RULES[key] : undefined;
}

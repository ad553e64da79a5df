import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { roleAllows, STAFF_MESSAGES, type StaffRole, type StaffStatus } from '@domain/staff';
import { accessRule } from '../access-rules';
import { errorBody } from '../http-errors';

const forbidden = (message: string) => errorBody('forbidden', message);

// After sign-in's hook: every /api route that needs a session is checked against its rule in
// ACCESS_RULES, from the route the router matched (docs/decisions/0019).
async function accessPlugin(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    const route = request.routeOptions;
    if (!route.url?.startsWith('/api/') || route.config.public) return;
    const user = request.user;
    if (!user) return; // sign-in's hook has answered 401
    const rule = accessRule(request.method, route.url);
    if (rule === 'self') return;
    const status = user.status as StaffStatus;
    if (status !== 'active') {
      const message = status === 'pending' ? STAFF_MESSAGES.pending : STAFF_MESSAGES.inactive;
      return reply.status(403).send(forbidden(message));
    }
    if (!rule) return reply.status(403).send(forbidden('This route has no access rule'));
    if (!roleAllows(user.role as StaffRole, rule)) {
      return reply.status(403).send(forbidden(STAFF_MESSAGES.needs(rule)));
    }
  });
}

export default fp(accessPlugin, { name: 'access', dependencies: ['auth'] });

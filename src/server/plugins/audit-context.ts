import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runInAuditContext } from '../db/audit-context';

// Every request runs in its own audit context: the client's address now, the signed-in staff
// member once sign-in's hook knows them (docs/decisions/0020).
async function auditContextPlugin(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    runInAuditContext({ actorId: null, address: request.ip }, done);
  });
}

export default fp(auditContextPlugin, { name: 'audit-context' });

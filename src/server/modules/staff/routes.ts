import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@domain/contracts/common';
import { endpointRoute } from '../../endpoint-route';
import type { ModuleDeps } from '../deps';
import { readPreferences, savePreferences } from './preferences';
import { listStaff } from './queries';
import {
  approveMember,
  changeRole,
  deactivateMember,
  reactivateMember,
  rejectMember,
} from './service';

const tags = ['staff'];
const errors = { 400: errorResponse, 404: errorResponse, 409: errorResponse };

// Staff accounts, for the owner (docs/decisions/0019).
export const staffRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, clock }) => {
  const deps = { db, clock };

  app.route({
    ...endpointRoute('staff.preferences', {
      tags,
      summary: "One's own language and theme",
    }),
    handler: async (request) => readPreferences(db, request.user?.id ?? ''),
  });

  app.route({
    ...endpointRoute('staff.setPreferences', {
      tags,
      summary: "Saves one's own language and theme; a field left out is kept",
      errors: { 400: errorResponse },
    }),
    handler: async (request) => savePreferences(db, request.user?.id ?? '', request.body),
  });

  app.route({
    ...endpointRoute('staff.list', {
      tags,
      summary: 'Lists every staff account, those waiting for approval first',
    }),
    handler: async () => {
      const rows = await listStaff(db);
      return { rows, total: rows.length };
    },
  });

  app.route({
    ...endpointRoute('staff.approve', {
      tags,
      summary: 'Approves a pending (or rejected) account with a role',
      errors,
    }),
    handler: async (request) => approveMember(deps, request.params.id, request.body.role),
  });

  app.route({
    ...endpointRoute('staff.reject', {
      tags,
      summary: 'Rejects a pending account and ends its sessions',
      errors,
    }),
    handler: async (request) => rejectMember(deps, request.params.id),
  });

  app.route({
    ...endpointRoute('staff.setRole', {
      tags,
      summary: "Changes an active member's role; the last active owner stays owner",
      errors,
    }),
    handler: async (request) => changeRole(deps, request.params.id, request.body.role),
  });

  app.route({
    ...endpointRoute('staff.deactivate', {
      tags,
      summary: 'Deactivates a member and ends all their sessions at once',
      errors,
    }),
    handler: async (request) => deactivateMember(deps, request.params.id),
  });

  app.route({
    ...endpointRoute('staff.reactivate', {
      tags,
      summary: 'Lets a deactivated member sign in again, with the role they had',
      errors,
    }),
    handler: async (request) => reactivateMember(deps, request.params.id),
  });
};

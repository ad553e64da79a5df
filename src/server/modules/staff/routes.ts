import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@domain/contracts/common';
import {
  staffListResponse,
  staffMember,
  staffParams,
  staffRoleBody,
} from '@domain/contracts/staff';
import type { ModuleDeps } from '../deps';
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

  app.get(
    '/staff',
    {
      schema: {
        tags,
        summary: 'Lists every staff account, those waiting for approval first',
        response: { 200: staffListResponse },
      },
    },
    async () => {
      const rows = await listStaff(db);
      return { rows, total: rows.length };
    },
  );

  app.post(
    '/staff/:id/approve',
    {
      schema: {
        tags,
        summary: 'Approves a pending (or rejected) account with a role',
        params: staffParams,
        body: staffRoleBody,
        response: { 200: staffMember, ...errors },
      },
    },
    async (request) => approveMember(deps, request.params.id, request.body.role),
  );

  app.post(
    '/staff/:id/reject',
    {
      schema: {
        tags,
        summary: 'Rejects a pending account and ends its sessions',
        params: staffParams,
        response: { 200: staffMember, ...errors },
      },
    },
    async (request) => rejectMember(deps, request.params.id),
  );

  app.put(
    '/staff/:id/role',
    {
      schema: {
        tags,
        summary: "Changes an active member's role; the last active owner stays owner",
        params: staffParams,
        body: staffRoleBody,
        response: { 200: staffMember, ...errors },
      },
    },
    async (request) => changeRole(deps, request.params.id, request.body.role),
  );

  app.post(
    '/staff/:id/deactivate',
    {
      schema: {
        tags,
        summary: 'Deactivates a member and ends all their sessions at once',
        params: staffParams,
        response: { 200: staffMember, ...errors },
      },
    },
    async (request) => deactivateMember(deps, request.params.id),
  );

  app.post(
    '/staff/:id/reactivate',
    {
      schema: {
        tags,
        summary: 'Lets a deactivated member sign in again, with the role they had',
        params: staffParams,
        response: { 200: staffMember, ...errors },
      },
    },
    async (request) => reactivateMember(deps, request.params.id),
  );
};

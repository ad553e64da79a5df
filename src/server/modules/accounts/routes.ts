import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@domain/contracts/common';
import { roleAllows, staffRole } from '@domain/staff';
import { endpointRoute } from '../../endpoint-route';
import { notFound } from '../../http-errors';
import type { ModuleDeps } from '../deps';
import { findAccount, listAccounts, listMovements } from './queries';
import { adjustBalance, setBalance } from './service';

const tags = ['accounts'];
const errors = { 400: errorResponse, 404: errorResponse };
const bookingErrors = { ...errors, 409: errorResponse };

export const accountRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, clock }) => {
  app.route({
    ...endpointRoute('accounts.list', {
      tags,
      summary: 'Lists one account per currency, ordered by tier then code',
      errors: { 400: errorResponse },
    }),
    handler: async (request) => {
      const rows = await listAccounts(db, request.query);
      // Blind close (docs/decisions/0036): where the cash is, till by till, is for managers and
      // the owner. A teller sees each currency's total only, from which no till can be told.
      const shown = roleAllows(staffRole(request.user?.role), 'manager')
        ? rows
        : rows.map((row) => ({ ...row, locations: [] }));
      return { rows: shown, total: rows.length };
    },
  });

  app.route({
    ...endpointRoute('accounts.setBalance', {
      tags,
      summary:
        'Sets a balance; the difference is recorded as a ledger movement in the Main vault ' +
        "(409 day_closed once today's business day is closed)",
      errors: bookingErrors,
    }),
    handler: async (request) =>
      setBalance(db, clock, request.params.id, request.body.balance, request.user?.id ?? null),
  });

  app.route({
    ...endpointRoute('accounts.adjust', {
      tags,
      summary:
        'Increases or decreases a balance by an amount, with a ledger movement in the Main ' +
        "vault (409 day_closed once today's business day is closed)",
      status: 201,
      errors: bookingErrors,
    }),
    handler: async (request, reply) => {
      const result = await adjustBalance(
        db,
        clock,
        request.params.id,
        request.body,
        request.user?.id ?? null,
      );
      return reply.status(201).send(result);
    },
  });

  app.route({
    ...endpointRoute('accounts.movements', {
      tags,
      summary: "An account's ledger movements, newest first",
      errors,
    }),
    handler: async (request) => {
      if (!(await findAccount(db, request.params.id))) throw notFound('Account not found');
      return listMovements(db, { accountId: request.params.id, ...request.query });
    },
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountListQuery,
  accountListResponse,
  accountRow,
  adjustmentBody,
  adjustmentResponse,
  movementListQuery,
  movementListResponse,
  setBalanceBody,
} from '@domain/contracts/accounts';
import { errorResponse, idParams } from '@domain/contracts/common';
import type { ModuleDeps } from '../deps';
import { notFound } from '../../http-errors';
import { findAccount, listAccounts, listMovements } from './queries';
import { adjustBalance, setBalance } from './service';

export const accountRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.get(
    '/accounts',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Lists one account per currency, ordered by tier then code',
        querystring: accountListQuery,
        response: { 200: accountListResponse, 400: errorResponse },
      },
    },
    async (request) => {
      const rows = await listAccounts(db, request.query);
      return { rows, total: rows.length };
    },
  );

  app.put(
    '/accounts/:id',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sets a balance; the difference is recorded as a ledger movement',
        params: idParams,
        body: setBalanceBody,
        response: { 200: accountRow, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) =>
      setBalance(db, request.params.id, request.body.balance, request.user?.id ?? null),
  );

  app.post(
    '/accounts/:id/adjustments',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Increases or decreases a balance by an amount, with a ledger movement',
        params: idParams,
        body: adjustmentBody,
        response: { 201: adjustmentResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const result = await adjustBalance(
        db,
        request.params.id,
        request.body,
        request.user?.id ?? null,
      );
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/accounts/:id/movements',
    {
      schema: {
        tags: ['accounts'],
        summary: "An account's ledger movements, newest first",
        params: idParams,
        querystring: movementListQuery,
        response: { 200: movementListResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      if (!(await findAccount(db, request.params.id))) throw notFound('Account not found');
      return listMovements(db, { accountId: request.params.id, ...request.query });
    },
  );
};

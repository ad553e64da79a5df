import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { archivedResponse, errorResponse, idParams } from '@domain/contracts/common';
import { createIdCardBodyAt, idCard } from '@domain/contracts/id-cards';
import type { ModuleDeps } from '../deps';
import { addIdCard, deleteIdCard } from './service';

const tags = ['id-cards'];

export const idCardRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, clock }) => {
  app.post(
    '/id-cards',
    {
      schema: {
        tags,
        summary: 'Adds an ID card to a customer (at most 2 per customer)',
        body: createIdCardBodyAt(clock),
        response: { 201: idCard, 400: errorResponse, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await addIdCard(db, request.body)),
  );

  app.delete(
    '/id-cards/:id',
    {
      schema: {
        tags,
        summary:
          'Deletes an ID card (204); one of a customer with transactions is archived instead (200)',
        params: idParams,
        response: {
          200: archivedResponse,
          204: z.null(),
          400: errorResponse,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const archived = await deleteIdCard(db, clock, request.params.id, request.user?.id ?? null);
      if (archived) return { archived: true as const, archived_at: archived.toISOString() };
      return reply.status(204).send(null);
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@domain/contracts/common';
import { endpointRoute } from '../../endpoint-route';
import { errorBody } from '../../http-errors';
import type { ModuleDeps } from '../deps';
import { rateBoard, readBoard } from './board-read';
import { createBoardLink, listBoardLinks, revokeBoardLink } from './links';
import { boardRequestWait } from './request-limit';

const tags = ['rate board'];

// The rate board for the window (docs/decisions/0037-rates-and-profit.md).
export const rateBoardRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, clock }) => {
  app.route({
    ...endpointRoute('boardLinks.list', {
      tags,
      summary: 'Lists the rate board links, those in use first',
    }),
    handler: async () => listBoardLinks(db),
  });

  app.route({
    ...endpointRoute('boardLinks.create', {
      tags,
      summary: 'Makes a rate board link; its token is answered this once',
      status: 201,
      errors: { 400: errorResponse },
    }),
    handler: async (request, reply) => {
      const userId = request.user?.id ?? null;
      return reply.status(201).send(await createBoardLink(db, userId, request.body));
    },
  });

  app.route({
    ...endpointRoute('boardLinks.revoke', {
      tags,
      summary: 'Revokes a rate board link: its board answers 404 from now on',
      errors: { 404: errorResponse, 409: errorResponse },
    }),
    handler: async (request) =>
      revokeBoardLink(db, request.user?.id ?? null, request.params.id, clock()),
  });

  app.route({
    ...endpointRoute('board.sheet', {
      tags,
      summary: "The board's rates for the printed rate sheet",
    }),
    handler: async () => rateBoard(db, clock()),
  });

  app.route({
    ...endpointRoute('board.read', {
      tags,
      summary: "The bureau's rates against CAD for a board link, without a session",
      description:
        'The bureau name, its time zone, and per active currency what the bureau buys and sells one unit for in CAD, with the time of the latest rate change. Nothing else.',
      errors: { 404: errorResponse, 429: errorResponse },
    }),
    handler: async (request, reply) => {
      const now = clock();
      const wait = await boardRequestWait(db, request.ip, now);
      if (wait > 0) {
        return reply
          .status(429)
          .header('retry-after', String(wait))
          .send(errorBody('rate_limited', 'Too many requests. Please try again later.'));
      }
      return readBoard(db, request.params.token, now);
    },
  });
};

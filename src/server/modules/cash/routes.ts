import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { errorResponse } from '@domain/contracts/common';
import { staffRole } from '@domain/staff';
import { endpointRoute } from '../../endpoint-route';
import type { ModuleDeps } from '../deps';
import { addTill, createBranch, listBranches, updateBranch, updateTill } from './branches';
import { closeTill } from './close-till';
import { assertMaySpotCount, spotCount } from './spot-count';
import { createDenomination, listDenominations, updateDenomination } from './denominations';
import { openTill } from './open-till';
import { reopenSession } from './reopen';
import { readMySession, readSession, readSessions } from './session-reads';
import { sessionView, spotCounts } from './session-view';
import { CASH_MESSAGES } from '@domain/cash/messages';
import { notFound } from '../../http-errors';
import { assertOwnOrManager, type Actor } from './session-lock';
import { signOffSession } from './sign-off';
import { listTills } from './tills';
import { countHandover, signOffHandover } from './handovers';
import { payoutCheck } from './notes-check';
import { createTransfer } from './transfers';
import { handoversOfTill, openHandovers, transferView } from './transfer-view';

const tags = ['cash'];
const e400 = { 400: errorResponse };
const e404 = { 400: errorResponse, 404: errorResponse };
const e409 = { 400: errorResponse, 404: errorResponse, 409: errorResponse };
const counting = { ...e409, 422: errorResponse };

const actorOf = (request: Pick<FastifyRequest, 'user'>): Actor => ({
  userId: request.user?.id ?? null,
  role: staffRole(request.user?.role),
});

// Branches and tills, denominations, tills' sessions and transfers (docs/decisions/0036).
export const cashRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, clock }) => {
  app.route({
    ...endpointRoute('branches.list', {
      tags,
      summary: 'Lists the branches with their locations (vault, tills, card settlement)',
    }),
    handler: () => listBranches(db),
  });
  app.route({
    ...endpointRoute('branches.create', {
      tags,
      summary: 'Creates a branch with its vault and card settlement location (the owner)',
      status: 201,
      errors: { ...e400, 409: errorResponse },
    }),
    handler: async (request, reply) => reply.status(201).send(await createBranch(db, request.body)),
  });
  app.route({
    ...endpointRoute('branches.update', {
      tags,
      summary: 'Renames a branch or changes its address (the owner)',
      errors: e409,
    }),
    handler: (request) => updateBranch(db, request.params.id, request.body),
  });
  app.route({
    ...endpointRoute('branches.addTill', {
      tags,
      summary: 'Adds a till (a named drawer) to a branch (the owner)',
      status: 201,
      errors: e409,
    }),
    handler: async (request, reply) =>
      reply.status(201).send(await addTill(db, request.params.id, request.body)),
  });
  app.route({
    ...endpointRoute('tills.update', {
      tags,
      summary: 'Renames a till or (de)activates it; one with a session not closed stays active',
      errors: e409,
    }),
    handler: (request) => updateTill(db, request.params.id, request.body),
  });
  app.route({
    ...endpointRoute('tills.list', {
      tags,
      summary:
        "Lists the tills with their sessions not closed; balances for managers, and a teller's own till",
    }),
    handler: (request) => listTills(db, actorOf(request)),
  });
  app.route({
    ...endpointRoute('tills.open', {
      tags,
      summary:
        'Opens a till by counting its float: a difference with what it held is booked as the opening variance',
      status: 201,
      errors: counting,
    }),
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await openTill(db, clock, request.params.id, request.user?.id ?? null, request.body)),
  });

  app.route({
    ...endpointRoute('tillSessions.mine', {
      tags,
      summary: "The signed-in member's session not closed, and what its till holds",
    }),
    handler: (request) => readMySession(db, actorOf(request)),
  });
  app.route({
    ...endpointRoute('tillSessions.payoutCheck', {
      tags,
      summary:
        "Whether the signed-in teller's till can hand out an amount in the notes its last count found",
      errors: e400,
    }),
    handler: (request) =>
      payoutCheck(db, actorOf(request), request.query.currency_id, request.query.amount),
  });
  app.route({
    ...endpointRoute('tillSessions.list', {
      tags,
      summary: "Lists sessions by business date and branch, newest first (a teller's own only)",
      errors: e400,
    }),
    handler: (request) => readSessions(db, request.query, actorOf(request)),
  });
  app.route({
    ...endpointRoute('tillSessions.get', {
      tags,
      summary: 'Reads a session; its closing figures only once counted (blind close)',
      errors: e404,
    }),
    handler: (request) => readSession(db, request.params.id, actorOf(request)),
  });
  app.route({
    ...endpointRoute('tillSessions.close', {
      tags,
      summary:
        'The blind close: counts the till; within the tolerance it closes, beyond it waits for a sign-off (count again meanwhile)',
      errors: counting,
    }),
    handler: (request) => closeTill(db, clock, request.params.id, actorOf(request), request.body),
  });
  app.route({
    ...endpointRoute('tillSessions.spotCount', {
      tags,
      summary: 'A spot count of an open till: kept beside what it holds, nothing closed or booked',
      status: 201,
      errors: counting,
    }),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await spotCount(db, clock, request.params.id, actorOf(request), request.body)),
  });
  app.route({
    ...endpointRoute('tillSessions.spotCounts', {
      tags,
      summary: "A session's spot counts, oldest first",
      errors: { 403: errorResponse, 404: errorResponse },
    }),
    handler: async (request) => {
      const session = await sessionView(db, request.params.id);
      if (!session) throw notFound(CASH_MESSAGES.sessionNotFound);
      await assertMaySpotCount(db, { teller_id: session.teller.id }, actorOf(request));
      return spotCounts(db, request.params.id);
    },
  });
  app.route({
    ...endpointRoute('tillSessions.handovers', {
      tags,
      summary: "The cash handed into and out of a session's till while it was open, oldest first",
      errors: { 403: errorResponse, 404: errorResponse },
    }),
    handler: async (request) => {
      const session = await sessionView(db, request.params.id);
      if (!session) throw notFound(CASH_MESSAGES.sessionNotFound);
      const actor = actorOf(request);
      assertOwnOrManager({ teller_id: session.teller.id }, actor);
      const rows = await handoversOfTill(
        db,
        session.till.id,
        session.opened_at,
        session.closed_at,
        actor,
      );
      return { rows };
    },
  });
  app.route({
    ...endpointRoute('tillSessions.signOff', {
      tags,
      summary: "Signs off a close's variance with a reason: books it and closes the session",
      errors: e409,
    }),
    handler: (request) =>
      signOffSession(db, clock, request.params.id, actorOf(request), request.body.reason),
  });
  app.route({
    ...endpointRoute('tillSessions.reopen', {
      tags,
      summary: 'Reopens a closed session with a reason, while its day is open',
      errors: e409,
    }),
    handler: (request) =>
      reopenSession(db, clock, request.params.id, actorOf(request), request.body.reason),
  });

  app.route({
    ...endpointRoute('transfers.create', {
      tags,
      summary:
        'Hands cash over between the vault and a till or between tills of a branch, to be counted by the receiver (a teller: from their own open till, or into it from another till)',
      status: 201,
      errors: counting,
    }),
    handler: async (request, reply) =>
      reply.status(201).send(await createTransfer(db, clock, request.body, actorOf(request))),
  });

  app.route({
    ...endpointRoute('transfers.open', {
      tags,
      summary:
        'The handovers waiting for a count or a sign-off: a teller those of their own till, a manager every one (of a branch)',
      errors: e400,
    }),
    handler: async (request) => ({
      rows: await openHandovers(db, actorOf(request), request.query.branch_id),
    }),
  });
  app.route({
    ...endpointRoute('transfers.get', {
      tags,
      summary:
        'A transfer with its count and sign-off (what was sent is blind to a receiving teller)',
      errors: e404,
    }),
    handler: async (request) => {
      const view = await transferView(db, request.params.id, actorOf(request));
      if (!view) throw notFound(CASH_MESSAGES.transferNotFound);
      return view;
    },
  });
  app.route({
    ...endpointRoute('transfers.count', {
      tags,
      summary:
        "The receiver's blind count of a handover, by denomination: a difference within the tolerance is the sender's, beyond it waits for a sign-off",
      errors: counting,
    }),
    handler: (request) =>
      countHandover(db, clock, request.params.id, actorOf(request), request.body),
  });
  app.route({
    ...endpointRoute('transfers.signOff', {
      tags,
      summary: "Signs off a handover's difference as the sender's or the receiver's, with a reason",
      errors: e409,
    }),
    handler: (request) =>
      signOffHandover(db, clock, request.params.id, actorOf(request), request.body),
  });

  app.route({
    ...endpointRoute('denominations.list', {
      tags,
      summary: 'Lists the denominations (of one currency), largest first',
      errors: e400,
    }),
    handler: (request) => listDenominations(db, request.query.currency_id),
  });
  app.route({
    ...endpointRoute('denominations.create', {
      tags,
      summary: 'Adds a note or coin to a currency (the owner)',
      status: 201,
      errors: e409,
    }),
    handler: async (request, reply) =>
      reply.status(201).send(await createDenomination(db, request.body)),
  });
  app.route({
    ...endpointRoute('denominations.update', {
      tags,
      summary: 'Activates or deactivates a denomination (the owner)',
      errors: e404,
    }),
    handler: (request) => updateDenomination(db, request.params.id, request.body),
  });
};

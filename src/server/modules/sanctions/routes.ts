import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@domain/contracts/common';
import { LIST_BOUNDS } from '@domain/sanctions/list-bounds';
import { endpointRoute } from '../../endpoint-route';
import { notFound } from '../../http-errors';
import { fetchListsNow, type SanctionsDeps } from './fetch-lists';
import { importList } from './import-list';
import { findHit, listHits, listView, openHitCount, runView } from './queries';
import { startRun } from './rescreen';
import { clearHit, confirmHit, HIT_NOT_FOUND } from './review';
import { sanctionsStatusOf } from './status';
import { readThresholds, thresholdsView, writeThresholds } from './thresholds';

const tags = ['sanctions'];
// A list file travels as JSON text: the UN's consolidated list is a few megabytes, an
// OpenSanctions export can be tens.
export const IMPORT_BODY_LIMIT = 40 * 1024 * 1024;

// Sanctions screening (docs/decisions/0038): the lists in force, their import and fetch, the
// re-screen, the thresholds and the review of possible matches. Managers and the owner only.
export const sanctionsRoutes: FastifyPluginAsyncZod<SanctionsDeps> = async (app, deps) => {
  const { db, clock } = deps;

  app.route({
    ...endpointRoute('sanctions.status', {
      tags,
      summary: 'The lists in force, the last fetches, the newest re-screen and the thresholds',
    }),
    handler: () => sanctionsStatusOf(db),
  });

  app.route({
    ...endpointRoute('sanctions.import', {
      tags,
      summary: "Imports a list file, replacing its source's list in force at once",
      description:
        'The same file as the one in force changes nothing (changed: false). A malformed file, ' +
        `or one over the bounds of a list (names of at most ${LIST_BOUNDS.nameLength} ` +
        `characters, ${LIST_BOUNDS.aliases} aliases an entry, ${LIST_BOUNDS.entries} entries), ` +
        'is refused with what is wrong and where, and changes nothing.',
      errors: { 413: errorResponse, 422: errorResponse },
    }),
    bodyLimit: IMPORT_BODY_LIMIT,
    handler: async (request) => {
      const imported = await importList(db, {
        source: request.body.source,
        file_name: request.body.file_name,
        content: request.body.content,
        userId: request.user?.id ?? null,
      });
      return {
        list: listView(imported.list),
        changed: imported.changed,
        run: imported.run ? runView(imported.run) : null,
      };
    },
  });

  app.route({
    ...endpointRoute('sanctions.fetch', {
      tags,
      summary: "Fetches every configured list from its publisher's URL now",
      description: 'A failed fetch keeps the list in force; its error is kept and shown.',
    }),
    handler: async (request) => {
      await fetchListsNow(deps, request.user?.id ?? null);
      return sanctionsStatusOf(db);
    },
  });

  app.route({
    ...endpointRoute('sanctions.rescreen', {
      tags,
      summary: 'Starts a re-screen of every active customer and company against the lists',
    }),
    handler: async () =>
      runView(await db.transaction((tx) => startRun(tx, 'Started by a manager'))),
  });

  app.route({
    ...endpointRoute('sanctions.thresholds', {
      tags,
      summary: 'Sets the possible and strong match thresholds',
      errors: { 400: errorResponse },
    }),
    handler: async (request) => {
      await db.transaction((tx) => writeThresholds(tx, request.body));
      return thresholdsView(await readThresholds(db));
    },
  });

  app.route({
    ...endpointRoute('sanctions.hits', {
      tags,
      summary: 'Possible matches: the open queue (oldest first) or the reviewed ones',
      errors: { 400: errorResponse },
    }),
    handler: async (request) => listHits(db, request.query, await readThresholds(db)),
  });

  app.route({
    ...endpointRoute('sanctions.hit', {
      tags,
      summary: 'One possible match: who, which entry, the score and why',
      errors: { 404: errorResponse },
    }),
    handler: async (request) => {
      const hit = await findHit(db, request.params.id, await readThresholds(db));
      if (!hit) throw notFound(HIT_NOT_FOUND);
      return hit;
    },
  });

  app.route({
    ...endpointRoute('sanctions.clear', {
      tags,
      summary: 'Clears a possible match as a false positive, with the reason',
      errors: { 404: errorResponse, 409: errorResponse },
    }),
    handler: (request) =>
      clearHit(db, request.params.id, request.body.reason, request.user?.id ?? null),
  });

  app.route({
    ...endpointRoute('sanctions.confirm', {
      tags,
      summary: 'Confirms a match: the subject is frozen and a sanctions case opens',
      errors: { 404: errorResponse, 409: errorResponse },
    }),
    handler: (request) =>
      confirmHit(db, clock, request.params.id, request.body.note, request.user?.id ?? null),
  });

  app.route({
    ...endpointRoute('sanctions.badge', { tags, summary: 'How many possible matches are open' }),
    handler: async () => ({ open: await openHitCount(db) }),
  });
};

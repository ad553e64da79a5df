import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '@domain/contracts/common';
import { REFERENCE_MESSAGES } from '@domain/contracts/reference';
import { endpointRoute } from '../../endpoint-route';
import { unavailable } from '../../http-errors';
import { saveCurrencyMargins, saveReferenceSettings } from './margins';
import { failureMessage, fetchReferenceNow, referenceStatus, type ReferenceDeps } from './service';

const tags = ['currency rates'];

export const referenceRoutes: FastifyPluginAsync<ReferenceDeps> = async (plugin, deps) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = deps;
  const source = deps.referenceSource.name;

  app.route({
    ...endpointRoute('reference.status', {
      tags,
      summary: 'The reference source: last fetch and error, margins, which currencies it prices',
    }),
    handler: async () => referenceStatus(db, source),
  });

  app.route({
    ...endpointRoute('reference.fetch', {
      tags,
      summary: 'Fetches the reference rates now and recomputes the computed rates',
      errors: { 503: errorResponse },
    }),
    handler: async () => {
      const outcome = await fetchReferenceNow(deps);
      if (outcome.status === 'failed') throw unavailable(failureMessage(outcome.reason));
      const { status: _status, ...counts } = outcome;
      return {
        message: REFERENCE_MESSAGES.fetched,
        ...counts,
        status: await referenceStatus(db, source),
      };
    },
  });

  app.route({
    ...endpointRoute('reference.settings', {
      tags,
      summary: 'Sets the default margins and rounding; computed rates follow',
      errors: { 400: errorResponse },
    }),
    handler: async (request) => {
      const written = await saveReferenceSettings(db, source, clock(), request.body);
      return {
        message: REFERENCE_MESSAGES.marginsSaved,
        ...written,
        status: await referenceStatus(db, source),
      };
    },
  });

  app.route({
    ...endpointRoute('currencies.margins', {
      tags,
      summary: "Sets a currency's own margins (null: the default); its computed rates follow",
      errors: { 400: errorResponse, 404: errorResponse },
    }),
    handler: async (request) => {
      const written = await saveCurrencyMargins(
        db,
        source,
        clock(),
        request.params.id,
        request.body,
      );
      return {
        message: REFERENCE_MESSAGES.marginsSaved,
        ...written,
        status: await referenceStatus(db, source),
      };
    },
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@domain/contracts/common';
import { endpointRoute } from '../../endpoint-route';
import type { ModuleDeps } from '../deps';
import { listSettings } from './queries';
import { updateSetting } from './service';

const tags = ['settings'];

export const settingsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.route({
    ...endpointRoute('settings.list', { tags, summary: 'Lists every setting, ordered by key' }),
    handler: async () => {
      const rows = await listSettings(db);
      return { rows, total: rows.length };
    },
  });

  app.route({
    ...endpointRoute('settings.update', {
      tags,
      summary: "Updates a setting's value (validated for the known keys) and description",
      errors: { 400: errorResponse, 404: errorResponse },
    }),
    handler: async (request) => updateSetting(db, request.params.key, request.body),
  });
};

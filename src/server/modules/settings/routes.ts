import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@domain/contracts/common';
import {
  settingKeyParams,
  settingListResponse,
  settingRow,
  updateSettingBody,
} from '@domain/contracts/settings';
import type { ModuleDeps } from '../deps';
import { listSettings } from './queries';
import { updateSetting } from './service';

export const settingsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.get(
    '/settings',
    {
      schema: {
        tags: ['settings'],
        summary: 'Lists every setting, ordered by key',
        response: { 200: settingListResponse },
      },
    },
    async () => {
      const rows = await listSettings(db);
      return { rows, total: rows.length };
    },
  );

  app.put(
    '/settings/:key',
    {
      schema: {
        tags: ['settings'],
        summary: "Updates a setting's value (validated for the known keys) and description",
        params: settingKeyParams,
        body: updateSettingBody,
        response: { 200: settingRow, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => updateSetting(db, request.params.key, request.body),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../deps';

// Closing a branch's business day and its Z report.
export const businessDayRoutes: FastifyPluginAsyncZod<ModuleDeps> = async () => {};

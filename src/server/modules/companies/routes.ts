import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@domain/contracts/common';
import { COMPANY_OPTIONS_LIMIT } from '@domain/contracts/companies';
import { staffRole } from '@domain/staff';
import { endpointRoute } from '../../endpoint-route';
import type { ModuleDeps } from '../deps';
import { companyOptions as listOptions, listCompanies } from './queries';
import {
  createCompany,
  deleteCompany,
  restoreCompany,
  getCompanyDetail,
  listCompanyTransactions,
  updateCompany,
} from './service';

const tags = ['companies'];
const errors = { 400: errorResponse, 404: errorResponse };

export const companyRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (
  app,
  { db, clock, listCountCap },
) => {
  app.route({
    ...endpointRoute('companies.list', {
      tags,
      summary:
        'Lists companies by name; search matches name, industry, email and registration; archived=true lists the archived ones',
      errors: { 400: errorResponse },
    }),
    handler: (request) => listCompanies(db, request.query, listCountCap),
  });

  app.route({
    ...endpointRoute('companies.options', {
      tags,
      summary: `Company ids and names ordered by name, for a dropdown (first ${COMPANY_OPTIONS_LIMIT})`,
      errors: { 400: errorResponse },
    }),
    handler: (request) => listOptions(db, request.query.search, COMPANY_OPTIONS_LIMIT),
  });

  app.route({
    ...endpointRoute('companies.create', {
      tags,
      summary: 'Creates a company',
      status: 201,
      errors: { 400: errorResponse },
    }),
    handler: async (request, reply) =>
      reply.status(201).send(await createCompany(db, request.body)),
  });

  app.route({
    ...endpointRoute('companies.get', {
      tags,
      summary: 'Reads a company with its customers and its business-category transactions',
      errors,
    }),
    handler: (request) => getCompanyDetail(db, request.params.id),
  });

  app.route({
    ...endpointRoute('companies.transactions', {
      tags,
      summary: "Pages the business-category transactions of the company's customers, newest first",
      errors,
    }),
    handler: (request) => listCompanyTransactions(db, request.params.id, request.query),
  });

  app.route({
    ...endpointRoute('companies.update', {
      tags,
      summary: 'Updates a company',
      errors: { ...errors, 409: errorResponse },
    }),
    handler: (request) =>
      updateCompany(db, clock, request.params.id, request.body, staffRole(request.user?.role)),
  });

  app.route({
    ...endpointRoute('companies.delete', {
      tags,
      summary:
        'Deletes a company, its customers kept without it (204); one whose customers have transactions is archived instead (200)',
      errors,
    }),
    handler: async (request, reply) => {
      const archived = await deleteCompany(db, clock, request.params.id, request.user?.id ?? null);
      if (archived) return { archived: true as const, archived_at: archived.toISOString() };
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...endpointRoute('companies.restore', {
      tags,
      summary: 'Brings an archived company back into the lists (managers and the owner)',
      errors,
    }),
    handler: (request) => restoreCompany(db, request.params.id),
  });
};

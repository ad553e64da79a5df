import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { archivedResponse, errorResponse, idParams } from '@domain/contracts/common';
import {
  COMPANY_OPTIONS_LIMIT,
  company,
  companyBody,
  companyDetail,
  companyList,
  companyListQuery,
  companyOptions,
  companyOptionsQuery,
  companyTransactions,
  companyTransactionsQuery,
} from '@domain/contracts/companies';
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
  app.get(
    '/companies',
    {
      schema: {
        tags,
        summary:
          'Lists companies by name; search matches name, industry, email and registration; archived=true lists the archived ones',
        querystring: companyListQuery,
        response: { 200: companyList, 400: errorResponse },
      },
    },
    (request) => listCompanies(db, request.query, listCountCap),
  );

  app.get(
    '/companies/options',
    {
      schema: {
        tags,
        summary: `Company ids and names ordered by name, for a dropdown (first ${COMPANY_OPTIONS_LIMIT})`,
        querystring: companyOptionsQuery,
        response: { 200: companyOptions, 400: errorResponse },
      },
    },
    (request) => listOptions(db, request.query.search, COMPANY_OPTIONS_LIMIT),
  );

  app.post(
    '/companies',
    {
      schema: {
        tags,
        summary: 'Creates a company',
        body: companyBody,
        response: { 201: company, 400: errorResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await createCompany(db, request.body)),
  );

  app.get(
    '/companies/:id',
    {
      schema: {
        tags,
        summary: 'Reads a company with its customers and its business-category transactions',
        params: idParams,
        response: { 200: companyDetail, ...errors },
      },
    },
    (request) => getCompanyDetail(db, request.params.id),
  );

  app.get(
    '/companies/:id/transactions',
    {
      schema: {
        tags,
        summary:
          "Pages the business-category transactions of the company's customers, newest first",
        params: idParams,
        querystring: companyTransactionsQuery,
        response: { 200: companyTransactions, ...errors },
      },
    },
    (request) => listCompanyTransactions(db, request.params.id, request.query),
  );

  app.put(
    '/companies/:id',
    {
      schema: {
        tags,
        summary: 'Updates a company',
        params: idParams,
        body: companyBody,
        response: { 200: company, ...errors, 409: errorResponse },
      },
    },
    (request) => updateCompany(db, clock, request.params.id, request.body),
  );

  app.delete(
    '/companies/:id',
    {
      schema: {
        tags,
        summary:
          'Deletes a company, its customers kept without it (204); one whose customers have transactions is archived instead (200)',
        params: idParams,
        response: { 200: archivedResponse, 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const archived = await deleteCompany(db, clock, request.params.id, request.user?.id ?? null);
      if (archived) return { archived: true as const, archived_at: archived.toISOString() };
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/companies/:id/restore',
    {
      schema: {
        tags,
        summary: 'Brings an archived company back into the lists (managers and the owner)',
        params: idParams,
        response: { 200: company, ...errors },
      },
    },
    (request) => restoreCompany(db, request.params.id),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { archivedResponse, errorResponse, idParams } from '@domain/contracts/common';
import {
  createCustomerBodyAt,
  customer,
  customerDetail,
  customerList,
  customerListQuery,
  customerPickerQuery,
  customersWithoutCompany,
  setCompanyBody,
  updateCustomerBodyAt,
} from '@domain/contracts/customers';
import { idCardList } from '@domain/contracts/id-cards';
import type { ModuleDeps } from '../deps';
import { listIdCardsOf } from '../id-cards';
import { listCustomers, listWithoutCompany } from './queries';
import {
  createCustomer,
  deleteCustomer,
  restoreCustomer,
  getCustomerDetail,
  setCustomerCompany,
  updateCustomer,
} from './service';

const tags = ['customers'];
const errors = { 400: errorResponse, 404: errorResponse };

export const customerRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (
  app,
  { db, clock, listCountCap },
) => {
  app.get(
    '/customers',
    {
      schema: {
        tags,
        summary:
          'Lists customers, newest first; search matches name, email and phone; archived=true lists the archived ones',
        querystring: customerListQuery,
        response: { 200: customerList, 400: errorResponse },
      },
    },
    (request) => listCustomers(db, request.query, listCountCap),
  );

  app.get(
    '/customers/without-company',
    {
      schema: {
        tags,
        summary: 'Lists customers that belong to no company (for associating one)',
        querystring: customerPickerQuery,
        response: { 200: customersWithoutCompany, 400: errorResponse },
      },
    },
    (request) => listWithoutCompany(db, request.query, listCountCap),
  );

  app.post(
    '/customers',
    {
      schema: {
        tags,
        summary: 'Creates a customer with up to 2 ID cards, in one database transaction',
        body: createCustomerBodyAt(clock),
        response: { 201: customer, ...errors, 409: errorResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await createCustomer(db, request.body)),
  );

  app.get(
    '/customers/:id',
    {
      schema: {
        tags,
        summary: 'Reads a customer with its company, ID cards and latest 10 transactions',
        params: idParams,
        response: { 200: customerDetail, ...errors },
      },
    },
    (request) => getCustomerDetail(db, request.params.id),
  );

  app.put(
    '/customers/:id',
    {
      schema: {
        tags,
        summary: 'Updates a customer',
        params: idParams,
        body: updateCustomerBodyAt(clock),
        response: { 200: customer, ...errors, 409: errorResponse },
      },
    },
    (request) => updateCustomer(db, clock, request.params.id, request.body),
  );

  app.put(
    '/customers/:id/company',
    {
      schema: {
        tags,
        summary: "Sets, changes or removes (null or 'none') the customer's company",
        params: idParams,
        body: setCompanyBody,
        response: { 200: customer, ...errors, 409: errorResponse },
      },
    },
    (request) => setCustomerCompany(db, clock, request.params.id, request.body.company_id),
  );

  app.delete(
    '/customers/:id',
    {
      schema: {
        tags,
        summary:
          'Deletes a customer and its ID cards (204); one with transactions is archived instead (200)',
        params: idParams,
        response: { 200: archivedResponse, 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const archived = await deleteCustomer(db, clock, request.params.id, request.user?.id ?? null);
      if (archived) return { archived: true as const, archived_at: archived.toISOString() };
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/customers/:id/restore',
    {
      schema: {
        tags,
        summary: 'Brings an archived customer back into the lists (managers and the owner)',
        params: idParams,
        response: { 200: customer, ...errors },
      },
    },
    (request) => restoreCustomer(db, request.params.id),
  );

  app.get(
    '/customers/:id/id-cards',
    {
      schema: {
        tags: ['id-cards'],
        summary: "Lists a customer's ID cards",
        params: idParams,
        response: { 200: idCardList, ...errors },
      },
    },
    (request) => listIdCardsOf(db, request.params.id),
  );
};

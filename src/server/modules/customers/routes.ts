import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@domain/contracts/common';
import { createCustomerBodyAt, updateCustomerBodyAt } from '@domain/contracts/customers';
import { staffRole } from '@domain/staff';
import { endpointRoute } from '../../endpoint-route';
import type { ModuleDeps } from '../deps';
import { listIdCardsOf } from '../id-cards';
import { listCustomers, listWithoutCompany } from './queries';
import {
  createCustomer,
  deleteCustomer,
  findByDocument,
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
  app.route({
    ...endpointRoute('customers.list', {
      tags,
      summary:
        'Lists customers, newest first; search matches name, email and phone; archived=true lists the archived ones',
      errors: { 400: errorResponse },
    }),
    handler: (request) => listCustomers(db, request.query, listCountCap),
  });

  app.route({
    ...endpointRoute('customers.withoutCompany', {
      tags,
      summary: 'Lists customers that belong to no company (for associating one)',
      errors: { 400: errorResponse },
    }),
    handler: (request) => listWithoutCompany(db, request.query, listCountCap),
  });

  app.route({
    ...endpointRoute('customers.create', {
      tags,
      summary: 'Creates a customer with up to 2 ID cards, in one database transaction',
      status: 201,
      errors: { ...errors, 409: errorResponse },
      body: createCustomerBodyAt(clock),
    }),
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await createCustomer(db, clock, request.body, request.user?.id ?? null)),
  });

  app.route({
    ...endpointRoute('customers.findByDocument', {
      tags,
      summary:
        'Finds the customers holding an ID card of a scanned document: its number and birth date only, never the scan',
      errors,
    }),
    handler: (request) => findByDocument(db, request.body),
  });

  app.route({
    ...endpointRoute('customers.get', {
      tags,
      summary: 'Reads a customer with its company, ID cards and latest 10 transactions',
      errors,
    }),
    handler: (request) => getCustomerDetail(db, request.params.id),
  });

  app.route({
    ...endpointRoute('customers.update', {
      tags,
      summary: 'Updates a customer',
      errors: { ...errors, 409: errorResponse },
      body: updateCustomerBodyAt(clock),
    }),
    handler: (request) =>
      updateCustomer(db, clock, request.params.id, request.body, staffRole(request.user?.role)),
  });

  app.route({
    ...endpointRoute('customers.setCompany', {
      tags,
      summary: "Sets, changes or removes (null or 'none') the customer's company",
      errors: { ...errors, 409: errorResponse },
    }),
    handler: (request) =>
      setCustomerCompany(
        db,
        clock,
        request.params.id,
        request.body.company_id,
        staffRole(request.user?.role),
      ),
  });

  app.route({
    ...endpointRoute('customers.delete', {
      tags,
      summary:
        'Deletes a customer and its ID cards (204); one with transactions is archived instead (200)',
      errors,
    }),
    handler: async (request, reply) => {
      const archived = await deleteCustomer(db, clock, request.params.id, request.user?.id ?? null);
      if (archived) return { archived: true as const, archived_at: archived.toISOString() };
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...endpointRoute('customers.restore', {
      tags,
      summary: 'Brings an archived customer back into the lists (managers and the owner)',
      errors,
    }),
    handler: (request) => restoreCustomer(db, request.params.id),
  });

  app.route({
    ...endpointRoute('customers.idCards', {
      tags: ['id-cards'],
      summary: "Lists a customer's ID cards",
      errors,
    }),
    handler: (request) => listIdCardsOf(db, request.params.id),
  });
};

import { z } from 'zod';
import { auditList, historyQuery } from '../audit';
import { archivedResponse, idParams } from '../common';
import {
  company,
  companyBody,
  companyDetail,
  companyList,
  companyListQuery,
  companyOptions,
  companyOptionsQuery,
  companyTransactions,
  companyTransactionsQuery,
} from '../companies';
import {
  createCustomerBody,
  customer,
  customerDetail,
  customerList,
  customerListQuery,
  customerPickerQuery,
  customersWithoutCompany,
  documentHolders,
  findByDocumentBody,
  setCompanyBody,
  updateCustomerBody,
} from '../customers';
import { completeIdCardBody, createIdCardBody, idCard, idCardList } from '../id-cards';
import { idImage, idImageParams, storeIdImageBody } from '../id-card-images';
import { endpoints } from './endpoint';

// A delete that archives a record in use (200) or removes it (204, no body).
const deleteAnswer = z.union([archivedResponse, z.null()]);

// The people and businesses the bureau serves: customers, their ID cards, companies.
export const RECORD_ENDPOINTS = endpoints({
  'customers.list': {
    method: 'GET',
    path: '/api/customers',
    access: 'teller',
    query: customerListQuery,
    answer: customerList,
  },
  'customers.withoutCompany': {
    method: 'GET',
    path: '/api/customers/without-company',
    access: 'teller',
    query: customerPickerQuery,
    answer: customersWithoutCompany,
  },
  'customers.create': {
    method: 'POST',
    path: '/api/customers',
    access: 'teller',
    body: createCustomerBody,
    answer: customer,
  },
  'customers.get': {
    method: 'GET',
    path: '/api/customers/:id',
    access: 'teller',
    params: idParams,
    answer: customerDetail,
  },
  'customers.update': {
    method: 'PUT',
    path: '/api/customers/:id',
    access: 'teller',
    params: idParams,
    body: updateCustomerBody,
    answer: customer,
  },
  'customers.setCompany': {
    method: 'PUT',
    path: '/api/customers/:id/company',
    access: 'teller',
    params: idParams,
    body: setCompanyBody,
    answer: customer,
  },
  'customers.delete': {
    method: 'DELETE',
    path: '/api/customers/:id',
    access: 'teller',
    params: idParams,
    answer: deleteAnswer,
  },
  'customers.restore': {
    method: 'POST',
    path: '/api/customers/:id/restore',
    access: 'manager',
    params: idParams,
    answer: customer,
  },
  'customers.findByDocument': {
    method: 'POST',
    path: '/api/customers/find-by-document',
    access: 'teller',
    body: findByDocumentBody,
    answer: documentHolders,
  },
  'customers.idCards': {
    method: 'GET',
    path: '/api/customers/:id/id-cards',
    access: 'teller',
    params: idParams,
    answer: idCardList,
  },
  'customers.history': {
    method: 'GET',
    path: '/api/customers/:id/history',
    access: 'teller',
    params: idParams,
    query: historyQuery,
    answer: auditList,
  },

  'idCards.create': {
    method: 'POST',
    path: '/api/id-cards',
    access: 'teller',
    body: createIdCardBody,
    answer: idCard,
  },
  'idCards.complete': {
    method: 'PUT',
    path: '/api/id-cards/:id',
    access: 'teller',
    params: idParams,
    body: completeIdCardBody,
    answer: idCard,
  },
  'idCards.delete': {
    method: 'DELETE',
    path: '/api/id-cards/:id',
    access: 'teller',
    params: idParams,
    answer: deleteAnswer,
  },
  // Photos of the document (issue 44): staff at the counter store them; only managers and the
  // owner see or remove them, each view in the audit trail.
  'idCards.storeImage': {
    method: 'PUT',
    path: '/api/id-cards/:id/images/:side',
    access: 'teller',
    params: idImageParams,
    body: storeIdImageBody,
    answer: idCard,
  },
  'idCards.image': {
    method: 'GET',
    path: '/api/id-cards/:id/images/:side',
    access: 'manager',
    params: idImageParams,
    answer: idImage,
  },
  'idCards.deleteImage': {
    method: 'DELETE',
    path: '/api/id-cards/:id/images/:side',
    access: 'manager',
    params: idImageParams,
    answer: idCard,
  },

  'companies.list': {
    method: 'GET',
    path: '/api/companies',
    access: 'teller',
    query: companyListQuery,
    answer: companyList,
  },
  'companies.options': {
    method: 'GET',
    path: '/api/companies/options',
    access: 'teller',
    query: companyOptionsQuery,
    answer: companyOptions,
  },
  'companies.create': {
    method: 'POST',
    path: '/api/companies',
    access: 'teller',
    body: companyBody,
    answer: company,
  },
  'companies.get': {
    method: 'GET',
    path: '/api/companies/:id',
    access: 'teller',
    params: idParams,
    answer: companyDetail,
  },
  'companies.transactions': {
    method: 'GET',
    path: '/api/companies/:id/transactions',
    access: 'teller',
    params: idParams,
    query: companyTransactionsQuery,
    answer: companyTransactions,
  },
  'companies.history': {
    method: 'GET',
    path: '/api/companies/:id/history',
    access: 'teller',
    params: idParams,
    query: historyQuery,
    answer: auditList,
  },
  'companies.update': {
    method: 'PUT',
    path: '/api/companies/:id',
    access: 'teller',
    params: idParams,
    body: companyBody,
    answer: company,
  },
  'companies.delete': {
    method: 'DELETE',
    path: '/api/companies/:id',
    access: 'teller',
    params: idParams,
    answer: deleteAnswer,
  },
  'companies.restore': {
    method: 'POST',
    path: '/api/companies/:id/restore',
    access: 'manager',
    params: idParams,
    answer: company,
  },
});

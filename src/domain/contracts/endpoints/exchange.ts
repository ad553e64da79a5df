import { z } from 'zod';
import {
  accountListQuery,
  accountListResponse,
  accountRow,
  adjustmentBody,
  adjustmentResponse,
  movementListQuery,
  movementListResponse,
  setBalanceBody,
} from '../accounts';
import { idParams } from '../common';
import {
  cryptoPricesResponse,
  cryptoRateQuery,
  cryptoRateResponse,
  marketRatesQuery,
  marketRatesResponse,
} from '../crypto';
import {
  createCurrencyBody,
  currencyListQuery,
  currencyListResponse,
  currencyRow,
  updateCurrencyBody,
} from '../currencies';
import {
  createRateBody,
  currentRatesResponse,
  rateListQuery,
  rateListResponse,
  rateRow,
  updateRateBody,
} from '../rates';
import { cryptoUpdateResponse } from '../settings';
import {
  claimTransactionBody,
  claimTransactionResponse,
  exchangeResponse,
  referenceParams,
  transactionCounts,
  transactionCountsQuery,
  transactionDetail,
  transactionMargin,
  transactionFilterQuery,
  transactionListQuery,
  transactionListResponse,
  transactionParams,
} from '../transactions';
import { createExchangeBody, idempotencyHeaders } from '../exchange-request';
import { auditList, historyQuery } from '../audit';
import { endpoints } from './endpoint';

// Any text: a malformed id names no transaction, so it is a 404 like an unknown one.
const csvText = z.string();

// The exchange and what it prices and moves: transactions, currencies, rates, crypto prices and
// the cash accounts.
export const EXCHANGE_ENDPOINTS = endpoints({
  'transactions.list': {
    method: 'GET',
    path: '/api/transactions',
    access: 'teller',
    query: transactionListQuery,
    answer: transactionListResponse,
  },
  'transactions.counts': {
    method: 'GET',
    path: '/api/transactions/counts',
    access: 'teller',
    query: transactionCountsQuery,
    answer: transactionCounts,
  },
  'transactions.export': {
    method: 'GET',
    path: '/api/transactions/export.csv',
    access: 'manager',
    query: transactionFilterQuery,
    answer: csvText,
    answerType: 'text/csv',
  },
  // Books an exchange; a repeat under the same Idempotency-Key answers the first result.
  'transactions.create': {
    method: 'POST',
    path: '/api/transactions',
    access: 'teller',
    headers: idempotencyHeaders,
    body: createExchangeBody,
    answer: exchangeResponse,
  },
  'transactions.get': {
    method: 'GET',
    path: '/api/transactions/:id',
    access: 'teller',
    params: transactionParams,
    answer: transactionDetail,
  },
  // What a pair earned: for managers only (docs/decisions/0037).
  'transactions.margin': {
    method: 'GET',
    path: '/api/transactions/:id/margin',
    access: 'manager',
    params: transactionParams,
    answer: transactionMargin,
  },
  'transactions.claim': {
    method: 'POST',
    path: '/api/transactions/:id/claim',
    access: 'teller',
    params: transactionParams,
    body: claimTransactionBody,
    answer: claimTransactionResponse,
  },
  'transactions.history': {
    method: 'GET',
    path: '/api/transactions/:id/history',
    access: 'teller',
    params: idParams,
    query: historyQuery,
    answer: auditList,
  },
  'exchanges.get': {
    method: 'GET',
    path: '/api/exchanges/:reference',
    access: 'teller',
    params: referenceParams,
    answer: exchangeResponse,
  },

  'currencies.list': {
    method: 'GET',
    path: '/api/currencies',
    access: 'teller',
    query: currencyListQuery,
    answer: currencyListResponse,
  },
  'currencies.create': {
    method: 'POST',
    path: '/api/currencies',
    access: 'manager',
    body: createCurrencyBody,
    answer: currencyRow,
  },
  'currencies.update': {
    method: 'PUT',
    path: '/api/currencies/:id',
    access: 'manager',
    params: idParams,
    body: updateCurrencyBody,
    answer: currencyRow,
  },
  'currencies.delete': {
    method: 'DELETE',
    path: '/api/currencies/:id',
    access: 'manager',
    params: idParams,
    answer: z.null(),
  },

  'rates.list': {
    method: 'GET',
    path: '/api/currency-rates',
    access: 'teller',
    query: rateListQuery,
    answer: rateListResponse,
  },
  'rates.current': {
    method: 'GET',
    path: '/api/currency-rates/current',
    access: 'teller',
    answer: currentRatesResponse,
  },
  'rates.create': {
    method: 'POST',
    path: '/api/currency-rates',
    access: 'manager',
    body: createRateBody,
    answer: rateRow,
  },
  'rates.update': {
    method: 'PUT',
    path: '/api/currency-rates/:id',
    access: 'manager',
    params: idParams,
    body: updateRateBody,
    answer: rateRow,
  },
  'rates.delete': {
    method: 'DELETE',
    path: '/api/currency-rates/:id',
    access: 'manager',
    params: idParams,
    answer: z.null(),
  },

  'crypto.prices': {
    method: 'GET',
    path: '/api/crypto/prices',
    access: 'teller',
    answer: cryptoPricesResponse,
  },
  'crypto.rate': {
    method: 'GET',
    path: '/api/crypto/rate',
    access: 'teller',
    query: cryptoRateQuery,
    answer: cryptoRateResponse,
  },
  'crypto.marketRates': {
    method: 'GET',
    path: '/api/crypto/market-rates',
    access: 'teller',
    query: marketRatesQuery,
    answer: marketRatesResponse,
  },
  'crypto.updatePrices': {
    method: 'POST',
    path: '/api/crypto/update-prices',
    access: 'manager',
    answer: cryptoUpdateResponse,
  },

  'accounts.list': {
    method: 'GET',
    path: '/api/accounts',
    access: 'teller',
    query: accountListQuery,
    answer: accountListResponse,
  },
  'accounts.setBalance': {
    method: 'PUT',
    path: '/api/accounts/:id',
    access: 'manager',
    params: idParams,
    body: setBalanceBody,
    answer: accountRow,
  },
  'accounts.adjust': {
    method: 'POST',
    path: '/api/accounts/:id/adjustments',
    access: 'manager',
    params: idParams,
    body: adjustmentBody,
    answer: adjustmentResponse,
  },
  'accounts.movements': {
    method: 'GET',
    path: '/api/accounts/:id/movements',
    access: 'teller',
    params: idParams,
    query: movementListQuery,
    answer: movementListResponse,
  },
});

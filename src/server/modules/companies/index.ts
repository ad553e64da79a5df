// Companies: the businesses customers belong to, their business transactions and archiving.
export { companyRoutes } from './routes';
export { createCompany } from './service';
export { keepCompanySearchChunks } from './search-chunks';

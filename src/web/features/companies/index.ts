// Companies: the businesses customers belong to, their list, detail, people, transactions and
// archiving.

// The companies feature's public surface, used by the New menu.
export { NewCompanyOverlay } from './new-company-overlay';
export { useCompany } from './api';

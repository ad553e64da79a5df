// ID cards: a customer's identity documents, their fields, issuer, verification and archiving.

// The id-cards feature's public surface, used by the customer page and the side panel.
export { IdCardsSection } from './id-cards-section';
export { IdCardDateFields } from './id-card-date-fields';
export { IdCardIssuerFields } from './id-card-issuer-fields';
export { EMPTY_ID_CARD } from './empty-id-card';
export { ID_TYPE_PLACEHOLDER } from './id-card-texts';
export { issuerText } from './id-card-issuer';
export { useIdCards } from './api';

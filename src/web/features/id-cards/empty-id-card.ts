import type { IdCardFormValues } from '@domain/contracts/id-cards';

// A card no one has typed into yet: the add form's, and each entry of the customer form's ID
// Cards tab.
export const EMPTY_ID_CARD: IdCardFormValues = {
  id_number: '',
  id_type: '',
  issued_date: null,
  expiry_date: null,
  issuing_country: null,
  issuing_jurisdiction: null,
  verified: false,
};

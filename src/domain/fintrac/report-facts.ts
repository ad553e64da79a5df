// The facts the server gathers for a report (docs/decisions/0055): the bureau as FINTRAC knows
// it, the people and businesses involved, and their transactions.

export type ReportingEntity = {
  /** FINTRAC's number for the bureau (its reporting entity number). */
  reporting_entity_number: number | null;
  /** FINTRAC's id of the bureau's compliance contact. */
  contact_id: number | null;
};

/** A business a customer acts for (their company), as FINTRAC's entity details ask. */
export type ReportEntity = {
  id: string;
  name: string;
  address: string | null;
  phone: string | null;
  industry: string | null;
  registration_number: string | null;
};

export type ReportParty = {
  customer_id: string;
  first_name: string;
  last_name: string;
  birthday: string | null;
  address: string | null;
  phone: string | null;
  occupation: string | null;
  id_card: {
    id_type: string;
    id_number: string;
    expiry_date: string | null;
    issuing_country: string | null;
    issuing_jurisdiction: string | null;
    verified_on: string | null;
  } | null;
  /** The customer's company, for a business exchange made for it. */
  company?: ReportEntity | null;
};

export type ReportTransaction = {
  id: string;
  reference_number: string;
  created_at: string;
  branch_id: string | null;
  /** The branch's location number at FINTRAC, null when not entered. */
  location_id: string | null;
  /** The conductor: the customer at the counter. */
  customer_id: string;
  /** Who collects later, when not the conductor. */
  recipient_customer_id: string | null;
  from_currency_code: string;
  from_amount: string;
  to_currency_code: string;
  to_amount: string;
  rate_used: string;
  received_cad: string;
  source_of_money: string | null;
  /** A business exchange: the conductor acts for their company. */
  business?: boolean;
};

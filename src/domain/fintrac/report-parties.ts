// The people and businesses of a report as FINTRAC defines them, and how a transaction names
// its conductor and beneficiary: shared by the LCTR, the LVCTR and the STR.
import {
  ENTITY_DETAILS,
  identifierTypeOf,
  PERSON_DETAILS,
  REGISTRATION_UNKNOWN,
  RELATIONSHIP_OTHER,
  UNSTRUCTURED_ADDRESS,
} from './codes';
import type { ReportEntity, ReportParty, ReportTransaction } from './report-facts';
import { blankAsUndefined } from './value-formats';

export const refOf = (customerId: string) => `P-${customerId}`;
export const entityRefOf = (companyId: string) => `E-${companyId}`;
/** What the conductor of a business exchange is to the business. */
export const REPRESENTATIVE = 'Representative of the business';

/** The business a transaction's conductor acts for: their company, for a business exchange. */
export function actingFor(
  t: Pick<ReportTransaction, 'customer_id' | 'business'>,
  people: readonly ReportParty[],
): ReportEntity | null {
  if (!t.business) return null;
  return people.find((p) => p.customer_id === t.customer_id)?.company ?? null;
}

const unstructuredAddress = (address: string | null | undefined) =>
  blankAsUndefined(address)
    ? {
        addressTypeCode: UNSTRUCTURED_ADDRESS,
        address: {
          typeCode: UNSTRUCTURED_ADDRESS,
          unstructured: address?.trim().slice(0, 500),
          countryCode: 'CA',
        },
      }
    : {};

/** A business as FINTRAC's "entity details" (type 4). */
export function entityDefinition(entity: ReportEntity, refId = entityRefOf(entity.id)) {
  const registration = blankAsUndefined(entity.registration_number);
  return {
    typeCode: ENTITY_DETAILS,
    refId,
    nameOfEntity: entity.name.trim().slice(0, 100),
    telephoneNumber: blankAsUndefined(entity.phone)?.slice(0, 20),
    natureOfPrincipalBusiness: blankAsUndefined(entity.industry)?.slice(0, 200),
    ...unstructuredAddress(entity.address),
    identifications: [],
    authorizedPersons: [],
    registrationIncorporationIndicator: registration !== undefined,
    registrationsIncorporations: registration
      ? [{ typeCode: REGISTRATION_UNKNOWN, number: registration.slice(0, 100) }]
      : [],
  };
}

/** The businesses the report's conductors act for, each once. */
export function entitiesOf(
  transactions: readonly ReportTransaction[],
  people: readonly ReportParty[],
): ReportEntity[] {
  const found = new Map<string, ReportEntity>();
  for (const t of transactions) {
    const entity = actingFor(t, people);
    if (entity) found.set(entity.id, entity);
  }
  return [...found.values()];
}

export function personDefinition(person: ReportParty) {
  const card = person.id_card;
  const type = card ? identifierTypeOf(card.id_type) : null;
  return {
    typeCode: PERSON_DETAILS,
    refId: refOf(person.customer_id),
    givenName: blankAsUndefined(person.first_name),
    surname: blankAsUndefined(person.last_name),
    telephoneNumber: blankAsUndefined(person.phone)?.slice(0, 20),
    dateOfBirth: person.birthday ?? undefined,
    occupation: blankAsUndefined(person.occupation)?.slice(0, 200),
    ...unstructuredAddress(person.address),
    identifications:
      card && type
        ? [
            {
              identifierTypeCode: type.code,
              ...(type.other ? { identifierTypeOther: type.other } : {}),
              number: card.id_number,
              ...(card.issuing_country
                ? { jurisdictionOfIssueCountryCode: card.issuing_country }
                : {}),
              ...(card.issuing_jurisdiction
                ? { jurisdictionOfIssueProvinceStateCode: card.issuing_jurisdiction }
                : {}),
            },
          ]
        : [],
  };
}

/** The conductor of a transaction: for themselves, or for the business they represent. */
export function conductorOf(
  t: ReportTransaction,
  people: readonly ReportParty[],
  typeCode: number,
) {
  const entity = actingFor(t, people);
  return {
    typeCode,
    refId: refOf(t.customer_id),
    details: { clientNumber: t.customer_id, onBehalfOfIndicator: entity !== null },
    onBehalfOfs: entity
      ? [
          {
            typeCode: ENTITY_DETAILS,
            refId: entityRefOf(entity.id),
            details: {
              clientNumber: entity.id,
              relationshipOfConductorCode: RELATIONSHIP_OTHER,
              relationshipOfConductorOther: REPRESENTATIVE,
            },
          },
        ]
      : [],
  };
}

/** Who received what the bureau gave: the business a conductor acts for, the recipient, or the
 * customer themselves. */
export function beneficiaryOf(t: ReportTransaction, people: readonly ReportParty[]) {
  const entity = t.recipient_customer_id ? null : actingFor(t, people);
  if (entity) {
    return { typeCode: ENTITY_DETAILS, refId: entityRefOf(entity.id), clientNumber: entity.id };
  }
  const person = t.recipient_customer_id ?? t.customer_id;
  return { typeCode: PERSON_DETAILS, refId: refOf(person), clientNumber: person };
}

// When an ID card on file identifies its holder (issue 44). FINTRAC's government-issued photo
// identification method asks the bureau to record the document's type, number, jurisdiction and
// country of issue and expiry date, and the date it was verified; a card missing one of them, or
// expired on the day, or verified only after the day, does not identify anyone that day.
import { isUnexpiredIdCard } from '../exchange';

/** The facts of a card the identification rule reads. */
export type IdCardOnFile = {
  /** The bureau's free-text ID type ("Passport", "Driver's Licence"...). */
  id_type: string;
  expiry_date: string | null;
  issuing_country: string | null;
  issuing_jurisdiction: string | null;
  /** The day staff checked the document against its holder (YYYY-MM-DD), or null. */
  verified_on: string | null;
};

// Provinces and states issue these countries' licences and ID cards: the province or state is
// part of where they were issued. A passport, and any document of another country, is the
// country's own: the country is its jurisdiction.
const COUNTRIES_WITH_JURISDICTIONS: ReadonlySet<string> = new Set(['CA', 'US']);
const isPassport = (idType: string) => /pass(e)?port/i.test(idType);

export type IdCardGap = 'issuing_country' | 'issuing_jurisdiction' | 'verified_on';

/** What the card still lacks to identify its holder, whatever the day. */
export function idCardGaps(card: IdCardOnFile): IdCardGap[] {
  const gaps: IdCardGap[] = [];
  if (!card.issuing_country) gaps.push('issuing_country');
  const needsJurisdiction =
    !isPassport(card.id_type) &&
    (card.issuing_country === null || COUNTRIES_WITH_JURISDICTIONS.has(card.issuing_country));
  if (needsJurisdiction && !card.issuing_jurisdiction) gaps.push('issuing_jurisdiction');
  if (!card.verified_on) gaps.push('verified_on');
  return gaps;
}

/** The card identifies its holder on `date` (YYYY-MM-DD; ISO dates compare as strings). */
export function identifiesOn(card: IdCardOnFile, date: string): boolean {
  return (
    idCardGaps(card).length === 0 &&
    isUnexpiredIdCard(card, date) &&
    card.verified_on !== null &&
    card.verified_on <= date
  );
}

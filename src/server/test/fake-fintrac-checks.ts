// The fake FINTRAC's checks of a report document: against FINTRAC's schema for its type, its
// transactions' locations against the entity's registered ones, and a reference already held.
import { fintracSchema } from './fintrac-schema';

export const SCHEMAS: Record<number, string> = {
  14: 'LVCTRReport',
  102: 'STRReport',
  106: 'LCTRReport',
};
const PREFIX: Record<number, string> = { 14: 'lvctr', 102: 'str', 106: 'lctr' };

export type Json = Record<string, unknown>;
export type Message = {
  path: string;
  rule: string;
  error: { code: number; en: string; fr: string };
  type: 'reject' | 'warning';
};

/** A rejection for each transaction whose location is not in `locations` (SLOW… aside). */
export function locationMessages(
  locations: ReadonlySet<string>,
  typeCode: number,
  document: Json,
): Message[] {
  const transactions = Array.isArray(document.transactions)
    ? (document.transactions as Json[])
    : [];
  return transactions.flatMap((t, i) => {
    const id = String(t.reportingEntityLocationId ?? '');
    if (locations.has(id) || id.startsWith('SLOW')) return [];
    return [
      {
        path: `${PREFIX[typeCode]}.transactions[${i}].reportingEntityLocationId`,
        rule: 'location-registry',
        error: {
          code: 0,
          en: `Location ${id} is not one of the reporting entity's locations.`,
          fr: `L'emplacement ${id} n'est pas un emplacement de l'entité déclarante.`,
        },
        type: 'reject' as const,
      },
    ];
  });
}

/** A rejection for each way the document breaks FINTRAC's schema for its report type. */
export function schemaMessages(typeCode: number, document: unknown): Message[] {
  const validate = fintracSchema(SCHEMAS[typeCode] ?? 'LCTRReport');
  if (validate(document)) return [];
  return (validate.errors ?? []).map((e) => ({
    path: `${PREFIX[typeCode]}${e.instancePath.replace(/\//g, '.')}`,
    rule: 'schema',
    error: { code: 0, en: `${e.instancePath || '/'} ${e.message ?? 'is not valid'}`, fr: '' },
    type: 'reject' as const,
  }));
}

/** The rejection of a second submit of a reference already accepted. */
export const duplicateReferenceMessage = (typeCode: number): Message => ({
  path: `${PREFIX[typeCode]}.reportDetails.reportingEntityReportReference`,
  rule: 'duplicate-reference',
  error: {
    code: 0,
    en: 'A report with this reference was already submitted.',
    fr: 'Une déclaration portant cette référence a déjà été soumise.',
  },
  type: 'reject',
});

/** The rejection of a reportFile that is not JSON. */
export const NOT_JSON_MESSAGE: Message = {
  path: '',
  rule: 'json',
  error: { code: 0, en: 'The file is not JSON.', fr: "Le fichier n'est pas du JSON." },
  type: 'reject',
};

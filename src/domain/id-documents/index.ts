// Identity documents read at the counter (issue 44): AAMVA barcodes on Canadian and US
// licences and ID cards, ICAO machine-readable zones on passports and ID cards
// (docs/decisions/0052). Pure: the server and the web both read scans through this door.
export { isCountryCode } from './countries';
export { readIdDocument } from './read-id-document';
export { recogniseScan } from './scan-text';
export {
  customerFields,
  idCardFields,
  type CustomerRecordFields,
  type IdCardRecordFields,
} from './record-fields';
export type {
  DocumentAddress,
  DocumentKind,
  DocumentSex,
  IdDocument,
  ReadFailure,
  ReadFailureReason,
  ReadResult,
  ScanFormat,
} from './types';

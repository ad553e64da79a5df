import type { ReadFailure } from '@domain/id-documents';
import { msg, translate } from '@web/i18n';

// The domain says why a scan could not be read in plain English (src/domain/id-documents); the
// teller reads it in their language. Most of its messages are written whole in the domain (the
// catalogue finds them there); these are the ones it puts together from parts.
export const ASSEMBLED_READ_FAILURES = [
  msg('The barcode has no licence or ID number: type the details from the card.'),
  msg('The barcode has no family name: type the details from the card.'),
  msg('The barcode has no first name: type the details from the card.'),
  msg('The barcode has no date of birth: type the details from the card.'),
  msg("The barcode's date of birth is not a date: type the details from the card."),
  msg("The barcode's expiry date is not a date: type the details from the card."),
  msg("The barcode's issue date is not a date: type the details from the card."),
  msg(
    'The document number does not match its check digit: scan the document again, or type the details.',
  ),
  msg(
    'The date of birth does not match its check digit: scan the document again, or type the details.',
  ),
  msg(
    'The expiry date does not match its check digit: scan the document again, or type the details.',
  ),
  msg(
    'The personal number does not match its check digit: scan the document again, or type the details.',
  ),
  msg(
    'The date of birth in the machine-readable zone is not a date: type the details from the document.',
  ),
  msg(
    'The expiry date in the machine-readable zone is not a date: type the details from the document.',
  ),
] as const;

export const readFailureText = (failure: ReadFailure) => translate(failure.message);

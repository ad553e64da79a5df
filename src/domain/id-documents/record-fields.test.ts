import { describe, expect, it } from 'vitest';
import { fixedClock } from '../clock';
import { createIdCardBodyAt } from '../contracts/id-cards';
import { customerFieldsAt } from '../contracts/customers';
import { readIdDocument } from './read-id-document';
import { customerFields, idCardFields } from './record-fields';
import type { IdDocument } from './types';
import { ALBERTA_V10, ONTARIO_V08 } from './fixtures/aamva-canada';
import { VIRGINIA_V10 } from './fixtures/aamva-us';
import { CANADA_PASSPORT } from './fixtures/mrz-icao';

const TODAY = '2026-11-29';
const clock = fixedClock(`${TODAY}T12:00:00Z`);

function read(text: string): IdDocument {
  const result = readIdDocument(text, TODAY);
  if (!result.ok) throw new Error(result.message);
  return result.document;
}

describe("a document's fields for the bureau's records", () => {
  it('fills an ID card from a licence', () => {
    expect(idCardFields(read(ONTARIO_V08))).toEqual({
      id_number: 'N12345678880314',
      id_type: "Driver's Licence",
      issued_date: '2021-06-10',
      expiry_date: '2028-03-14',
      issuing_jurisdiction: 'ON',
      issuing_country: 'CA',
    });
  });

  it('fills an ID card from a passport, which has no jurisdiction nor issue date', () => {
    expect(idCardFields(read(CANADA_PASSPORT))).toEqual({
      id_number: 'AB123456',
      id_type: 'Passport',
      issued_date: null,
      expiry_date: '2031-06-30',
      issuing_jurisdiction: null,
      issuing_country: 'CA',
    });
  });

  it("writes the customer's address on one line, with the country when it is not Canada", () => {
    expect(customerFields(read(ALBERTA_V10))).toEqual({
      first_name: 'SARAH',
      last_name: 'MACDONALD',
      birthday: '1992-07-21',
      address: '200 4 AVE SW, UNIT 1502, CALGARY, AB T2P 1J9',
    });
    expect(customerFields(read(VIRGINIA_V10)).address).toBe(
      '2300 W BROAD ST, RICHMOND, VA 23269, US',
    );
    expect(customerFields(read(CANADA_PASSPORT)).address).toBeNull();
  });

  it("passes the contracts' own validation, as the form will submit it", () => {
    for (const text of [ONTARIO_V08, VIRGINIA_V10, CANADA_PASSPORT]) {
      const document = read(text);
      const card = createIdCardBodyAt(clock).safeParse({
        ...idCardFields(document),
        customer_id: '00000000-0000-4000-8000-000000000000',
      });
      expect(card.success).toBe(true);
      const customer = customerFieldsAt(clock).safeParse({
        ...customerFields(document),
        email: 'customer@example.com',
      });
      expect(customer.success).toBe(true);
    }
  });
});

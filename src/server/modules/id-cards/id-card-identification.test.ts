import { describe, expect, it } from 'vitest';
import type { DocumentHolders } from '@domain/contracts/customers';
import type { IdCard } from '@domain/contracts/id-cards';
import { queryRows } from '../../db/client';
import { exchangeSuite } from '../../test/exchange-suite';
import { bureauDate } from '../settings';

// What FINTRAC's photo-ID method keeps about a card (issue 44), the identification rule that
// reads it, and the scanned document's lookup.
describe('ID cards as identification', () => {
  const s = exchangeSuite();
  const cadUsd = async (amount: string) => {
    const [from_currency_id, to_currency_id] = await s.ids('CAD', 'USD');
    return { from_currency_id, to_currency_id, amount };
  };
  const person = { birthday: '1980-04-02', address: '1 Front St, Toronto', occupation: 'Chef' };
  const addCard = (payload: Record<string, unknown>) => s.call('POST', '/api/id-cards', payload);
  // The bureau's business day, as the server stamps a verification.
  const today = () => bureauDate(s.t.database.db, new Date());

  it('keeps the issuer, and who verified the card on which business day', async () => {
    const customer_id = await s.customer(person);
    const res = await addCard({
      customer_id,
      id_number: 'D1234-56789-01234',
      id_type: "Driver's Licence",
      expiry_date: '2031-04-02',
      issuing_country: 'ca',
      issuing_jurisdiction: ' on ',
      verified: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const card = res.json<IdCard>();
    expect(card).toMatchObject({
      issuing_country: 'CA',
      issuing_jurisdiction: 'ON',
      verified_on: await today(),
    });
    expect(card.verified_by).toEqual(expect.any(String));
    const listed = await s.call('GET', `/api/customers/${customer_id}/id-cards`);
    expect(listed.json<{ rows: IdCard[] }>().rows).toEqual([card]);
  });

  it('refuses an unknown country or a malformed province, and saves nothing', async () => {
    const customer_id = await s.customer();
    const base = { customer_id, id_number: 'X1', id_type: 'Passport' };
    const country = await addCard({ ...base, issuing_country: 'ZZ' });
    expect(country.statusCode).toBe(400);
    expect(country.json<{ error: string }>().error).toBe(
      'Issuing country must be a two-letter country code (CA, US, FR...)',
    );
    const province = await addCard({ ...base, issuing_country: 'CA', issuing_jurisdiction: 'O' });
    expect(province.statusCode).toBe(400);
    expect(province.json<{ error: string }>().error).toBe(
      'Issuing province or state must be a code of 2 or 3 letters (ON, QC, NY...)',
    );
    const cards = await s.call('GET', `/api/customers/${customer_id}/id-cards`);
    expect(cards.json<{ total: number }>().total).toBe(0);
  });

  it('counts for $3,000 only once complete and verified, and completes a card from before', async () => {
    const customer_id = await s.customer(person);
    // A card as the migration left those saved before: no issuer, not verified.
    await queryRows(
      s.t.database.db,
      `insert into id_cards (customer_id, id_number, id_type, expiry_date)
       values ('${customer_id}', 'OLD-1', 'Passport', '2099-01-01')`,
    );
    const pairs = [await cadUsd('3000')];
    const refused = await s.exchange({ customer_id, pairs });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json<{ missing: { code: string }[] }>().missing.map((m) => m.code)).toEqual([
      'id_card',
    ]);

    const [card] = (await s.call('GET', `/api/customers/${customer_id}/id-cards`)).json<{
      rows: IdCard[];
    }>().rows;
    // The issuer alone is not enough: nobody verified the document.
    const unverified = await s.call('PUT', `/api/id-cards/${card!.id}`, { issuing_country: 'FR' });
    expect(unverified.statusCode, unverified.body).toBe(200);
    expect(unverified.json<IdCard>()).toMatchObject({ issuing_country: 'FR', verified_on: null });
    expect((await s.exchange({ customer_id, pairs })).statusCode).toBe(422);

    const completed = await s.call('PUT', `/api/id-cards/${card!.id}`, {
      issuing_country: 'FR',
      verified: true,
    });
    expect(completed.json<IdCard>()).toMatchObject({
      id_number: 'OLD-1',
      verified_on: await today(),
    });
    const booked = await s.exchange({ customer_id, pairs });
    expect(booked.statusCode, booked.body).toBe(201);
  });

  it('does not count a verified card that has expired', async () => {
    const customer_id = await s.customer(person);
    await queryRows(
      s.t.database.db,
      `insert into id_cards (customer_id, id_number, id_type, expiry_date, issuing_country,
         verified_on)
       values ('${customer_id}', 'EXP-1', 'Passport', '2020-01-01', 'CA', '2019-06-01')`,
    );
    const refused = await s.exchange({ customer_id, pairs: [await cadUsd('3000')] });
    expect(refused.statusCode).toBe(422);
  });

  it('finds the holder of a scanned document by its number written any way', async () => {
    const customer_id = await s.customer(person);
    await addCard({
      customer_id,
      id_number: 'A123-4567 8901',
      id_type: "Driver's Licence",
      issuing_country: 'CA',
      issuing_jurisdiction: 'QC',
      verified: true,
    });
    const find = (document_number: string, birth_date: string | null) =>
      s.call('POST', '/api/customers/find-by-document', { document_number, birth_date });
    const found = await find('a12345678901', '1980-04-02');
    expect(found.statusCode, found.body).toBe(200);
    const { rows } = found.json<DocumentHolders>();
    expect(rows.map((row) => [row.customer.id, row.card.id_number, row.birthday_matches])).toEqual([
      [customer_id, 'A123-4567 8901', true],
    ]);
    const other = await find('A1234567-8901', '1981-01-01');
    expect(other.json<DocumentHolders>().rows[0]?.birthday_matches).toBe(false);
    expect((await find('NOBODY-1', null)).json<DocumentHolders>()).toEqual({ rows: [] });
    const blank = await find('  ', null);
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ error: string }>().error).toBe('Document number is required');
  });
});

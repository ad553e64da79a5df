import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { bytea, createdAt, primaryId, updatedAt } from './columns';

export const companies = pgTable(
  'companies',
  {
    id: primaryId(),
    name: text('name').notNull(),
    registration_number: text('registration_number'),
    tax_id: text('tax_id'),
    industry: text('industry'),
    address: text('address'),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    notes: text('notes'),
    // Sanctions screening (docs/decisions/0038), as a customer's.
    screening_status: text('screening_status', { enum: ['clear', 'hold', 'frozen'] })
      .notNull()
      .default('clear'),
    created_at: createdAt(),
    updated_at: updatedAt(),
    // Archived instead of deleted while transactions refer to it (docs/decisions/0026): hidden
    // from lists and pickers, kept for the records.
    archived_at: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
    archived_by: text('archived_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('companies_name_not_blank', sql`char_length(btrim(${t.name})) > 0`),
    check(
      'companies_screening_status_check',
      sql`${t.screening_status} in ('clear', 'hold', 'frozen')`,
    ),
    index('companies_search_trgm').using(
      'gin',
      sql`lower(${t.name} || ' ' || coalesce(${t.industry}, '') || ' ' || coalesce(${t.email}, '') || ' ' || coalesce(${t.registration_number}, '')) gin_trgm_ops`,
    ),
    // Searches of one or two characters (the trigram index cannot serve them): migration 0013's
    // search_short_grams over the same expression.
    index('companies_search_short_grams').using(
      'gin',
      sql`search_short_grams(lower(${t.name} || ' ' || coalesce(${t.industry}, '') || ' ' || coalesce(${t.email}, '') || ' ' || coalesce(${t.registration_number}, '')))`,
    ),
    // A term that looks like a registration number finds registration numbers by their start
    // and the rest of the text by "contains" (migration 0030; decision 0023's addendum).
    index('companies_registration_prefix').using(
      'btree',
      sql`lower(${t.registration_number}) text_pattern_ops`,
    ),
    index('companies_search_other_trgm').using(
      'gin',
      sql`lower(${t.name} || ' ' || coalesce(${t.industry}, '') || ' ' || coalesce(${t.email}, '')) gin_trgm_ops`,
    ),
    // Lists leave archived companies out (decision 0027): the partial index keeps their pages
    // index-only however deep.
    index('companies_name_idx')
      .on(t.name, t.id)
      .where(sql`${t.archived_at} is null`),
    // The list of archived companies (to restore one) reads them alone, in the same order.
    index('companies_archived_name_idx')
      .on(t.name, t.id)
      .where(sql`${t.archived_at} is not null`),
  ],
);

export const customers = pgTable(
  'customers',
  {
    id: primaryId(),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    address: text('address'),
    birthday: date('birthday', { mode: 'string' }),
    occupation: text('occupation'),
    risk_level: text('risk_level', { enum: ['low', 'medium', 'high'] })
      .notNull()
      .default('low'),
    // Sanctions screening (docs/decisions/0038): held while a possible match waits for a
    // manager, frozen once one is confirmed.
    screening_status: text('screening_status', { enum: ['clear', 'hold', 'frozen'] })
      .notNull()
      .default('clear'),
    company_id: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    // The language of the customer's receipts by default (issue 28).
    preferred_language: text('preferred_language', { enum: ['en', 'fr'] })
      .notNull()
      .default('en'),
    created_at: createdAt(),
    updated_at: updatedAt(),
    // Archived instead of deleted while transactions refer to it (docs/decisions/0026): hidden
    // from lists and pickers, kept for the records.
    archived_at: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
    archived_by: text('archived_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('customers_risk_level_check', sql`${t.risk_level} in ('low', 'medium', 'high')`),
    check('customers_preferred_language_check', sql`${t.preferred_language} in ('en', 'fr')`),
    check(
      'customers_screening_status_check',
      sql`${t.screening_status} in ('clear', 'hold', 'frozen')`,
    ),
    check('customers_first_name_not_blank', sql`char_length(btrim(${t.first_name})) > 0`),
    check('customers_last_name_not_blank', sql`char_length(btrim(${t.last_name})) > 0`),
    // One expression serves the customer search (name, email, phone); queries must repeat it.
    index('customers_search_trgm').using(
      'gin',
      sql`lower(${t.first_name} || ' ' || ${t.last_name} || ' ' || ${t.email} || ' ' || coalesce(${t.phone}, '')) gin_trgm_ops`,
    ),
    // Searches of one or two characters: migration 0013's search_short_grams, same expression.
    index('customers_search_short_grams').using(
      'gin',
      sql`search_short_grams(lower(${t.first_name} || ' ' || ${t.last_name} || ' ' || ${t.email} || ' ' || coalesce(${t.phone}, '')))`,
    ),
    index('customers_company_id_idx').on(t.company_id),
    // Lists are newest first with the id as tie-break: the index serves that order as is.
    // Archived customers are left out (decision 0027): partial, so pages stay index-only.
    index('customers_created_at_idx')
      .on(t.created_at, t.id)
      .where(sql`${t.archived_at} is null`),
    // The list of archived customers (to restore one) reads them alone, in the same order.
    index('customers_archived_created_at_idx')
      .on(t.created_at, t.id)
      .where(sql`${t.archived_at} is not null`),
  ],
);

export const idCards = pgTable(
  'id_cards',
  {
    id: primaryId(),
    customer_id: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    id_number: text('id_number').notNull(),
    id_type: text('id_type').notNull(),
    issued_date: date('issued_date', { mode: 'string' }),
    expiry_date: date('expiry_date', { mode: 'string' }),
    // Where the document was issued and who verified it on which business day (migration 0041).
    issuing_country: text('issuing_country'),
    issuing_jurisdiction: text('issuing_jurisdiction'),
    verified_on: date('verified_on', { mode: 'string' }),
    verified_by: text('verified_by').references(() => user.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    archived_at: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
    archived_by: text('archived_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('id_cards_issuing_country_code', sql`${t.issuing_country} ~ '^[A-Z]{2}$'`),
    check('id_cards_issuing_jurisdiction_code', sql`${t.issuing_jurisdiction} ~ '^[A-Z]{2,3}$'`),
    check('id_cards_id_number_not_blank', sql`char_length(btrim(${t.id_number})) > 0`),
    check('id_cards_id_type_not_blank', sql`char_length(btrim(${t.id_type})) > 0`),
    check(
      'id_cards_dates_order',
      sql`${t.issued_date} is null or ${t.expiry_date} is null or ${t.issued_date} <= ${t.expiry_date}`,
    ),
    index('id_cards_customer_id_idx').on(t.customer_id),
    // A customer's cards on file (not archived), as the exchange and the reports read them: with
    // only the index above, a prepared statement's generic plan joined it to the document key's
    // partial index for its `archived_at is null`, and read all of that (28 ms at a million).
    index('id_cards_customer_on_file_idx')
      .on(t.customer_id)
      .where(sql`${t.archived_at} is null`),
    index('id_cards_document_key_idx')
      .on(sql`upper(regexp_replace(${t.id_number}, '[\\s-]', '', 'g'))`)
      .where(sql`${t.archived_at} is null`),
  ],
);

// Photos of an ID document (issue 44, docs/decisions/0054), one per side, sealed with AES-256-GCM
// under a key kept outside the database (id-cards/image-key.ts): the rows alone reveal no image.
// They go with their card when it is deleted.
export const idCardImages = pgTable(
  'id_card_images',
  {
    id_card_id: uuid('id_card_id')
      .notNull()
      .references(() => idCards.id, { onDelete: 'cascade' }),
    side: text('side').notNull(),
    media_type: text('media_type').notNull(),
    byte_size: integer('byte_size').notNull(),
    // Which key sealed it: the first 16 hex digits of the key's SHA-256.
    key_id: text('key_id').notNull(),
    nonce: bytea('nonce').notNull(),
    // The encrypted image followed by its 16-byte authentication tag.
    sealed: bytea('sealed').notNull(),
    stored_at: timestamp('stored_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    stored_by: text('stored_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.id_card_id, t.side] }),
    check('id_card_images_side', sql`${t.side} in ('front', 'back')`),
    check(
      'id_card_images_media_type',
      sql`${t.media_type} in ('image/jpeg', 'image/png', 'image/webp')`,
    ),
    check('id_card_images_byte_size', sql`${t.byte_size} between 1 and 2097152`),
  ],
);

// How many customers there are (archived ones too), in one row that triggers on customers keep
// in the writer's database transaction (migration 0018): the dashboard's figure then reads one
// row instead of counting a million.
export const customerTotals = pgTable(
  'customer_totals',
  {
    id: boolean('id').primaryKey().default(true),
    customers: bigint('customers', { mode: 'number' }).notNull(),
  },
  (t) => [check('customer_totals_one_row', sql`${t.id}`)],
);

// How many rows companies and currency_rates hold (archived ones too), one row per table kept by
// statement triggers in the writer's database transaction (migration 0030): a page past the
// middle of its list is read from the far end, which needs the exact number before it.
export const listTotals = pgTable('list_totals', {
  list: text('list').primaryKey(),
  total: bigint('total', { mode: 'number' }).notNull(),
});

// The companies cut into chunks in list order (name, id), each from its first company's name and
// id up to the next chunk's, and every one-, two- and three-character piece of its companies'
// searched text (migration 0039): a search with many matches walks only the chunks that hold
// its term's pieces. Written by the companies' triggers and the company-search-chunks job.
export const companySearchChunks = pgTable(
  'company_search_chunks',
  {
    chunk: serial('chunk').primaryKey(),
    lo_name: text('lo_name').notNull(),
    lo_id: uuid('lo_id').notNull(),
    // Its companies when it was cut, and those added to it since.
    size: integer('size').notNull(),
  },
  (t) => [uniqueIndex('company_search_chunks_lo_idx').on(t.lo_name, t.lo_id)],
);

// (`piece` is COLLATE "C" in the database: pieces compare byte by byte.)
export const companySearchPieces = pgTable(
  'company_search_pieces',
  {
    piece: text('piece').notNull(),
    chunk: integer('chunk')
      .notNull()
      .references(() => companySearchChunks.chunk, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.piece, t.chunk] }),
    index('company_search_pieces_chunk_idx').on(t.chunk),
  ],
);

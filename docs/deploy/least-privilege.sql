-- The bureau back office on PostgreSQL with a least-privilege role (README, "Running on
-- PostgreSQL"; docs/decisions/0007).
--
-- Two roles:
--   * the OWNER role owns the database's tables: it runs the migrations (`npm run migrate`)
--     and this script, and nothing else;
--   * the APP role is what `DATABASE_URL` of `npm start` uses: it reads everything, keeps the
--     records staff edit, and may only add to the booked facts (the ledger, transactions,
--     exchanges, the audit trail), changing a transaction only as a claim does. It cannot
--     truncate, alter or drop anything, nor lift the triggers that guard the booked facts.
--
-- Run as the owner, in the bureau's database, after `npm run migrate`, and again after every
-- migration that adds a table (it is idempotent):
--
--   psql "postgres://owner@db-host/bureau" -v app_role=bureau_app \
--        -v app_password="$APP_PASSWORD" -f docs/deploy/least-privilege.sql
--
-- (Without app_password the role is created without one: set it yourself, or use another
-- authentication method in pg_hba.conf.)

\set ON_ERROR_STOP on

SELECT format('CREATE ROLE %I LOGIN', :'app_role')
  WHERE NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = :'app_role') \gexec
\if :{?app_password}
  SELECT format('ALTER ROLE %I PASSWORD %L', :'app_role', :'app_password') \gexec
\endif

-- One transaction: a running app never sees the role without its grants.
BEGIN;

-- Start from nothing, so a grant removed here is removed from the role too.
SELECT format('REVOKE ALL ON ALL TABLES IN SCHEMA public FROM %I', :'app_role') \gexec
SELECT format('REVOKE ALL ON ALL SEQUENCES IN SCHEMA public FROM %I', :'app_role') \gexec
SELECT format('REVOKE CREATE ON SCHEMA public FROM %I', :'app_role') \gexec

SELECT format('GRANT CONNECT ON DATABASE %I TO %I', current_database(), :'app_role') \gexec
SELECT format('GRANT USAGE ON SCHEMA public, drizzle TO %I', :'app_role') \gexec
-- The app checks at start that no migration is pending.
SELECT format('GRANT SELECT ON drizzle.__drizzle_migrations TO %I', :'app_role') \gexec
-- The owner's Download backup runs pg_dump as the app, which reads every sequence's position.
SELECT format('GRANT SELECT ON ALL SEQUENCES IN SCHEMA drizzle TO %I', :'app_role') \gexec

-- Reads of everything.
SELECT format('GRANT SELECT ON ALL TABLES IN SCHEMA public TO %I', :'app_role') \gexec
SELECT format('GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO %I', :'app_role') \gexec

-- The records staff keep up to date, the sign-in tables, and the totals the triggers keep.
SELECT format('GRANT INSERT, UPDATE, DELETE ON %s TO %I', string_agg(quote_ident(tablename), ', '),
              :'app_role')
  FROM pg_tables
 WHERE schemaname = 'public'
   AND tablename NOT IN ('account_movements', 'transactions', 'exchanges', 'audit_log',
                         'cash_transfers', 'business_days', 'screening_hits') \gexec

-- Booked facts: added, never changed (cash carried between places and closed days too); a
-- claim sets its columns of a transaction.
SELECT format('GRANT INSERT ON account_movements, transactions, exchanges, audit_log,
                 cash_transfers, business_days TO %I',
              :'app_role') \gexec
SELECT format('GRANT UPDATE (claimed_at, claimed_by, notes) ON transactions TO %I',
              :'app_role') \gexec
-- Sanctions matches (docs/decisions/0038) are kept for the record: found and reviewed, never
-- removed. (The lists and their entries are replaced whole by an import: the grant above.)
SELECT format('GRANT INSERT, UPDATE ON screening_hits TO %I', :'app_role') \gexec

COMMIT;

-- Trigram indexes back the case-insensitive searches (customers, companies, currencies, rates).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

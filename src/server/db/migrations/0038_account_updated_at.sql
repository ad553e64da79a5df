-- An account's updated_at is when its balance last changed (issue 29): since migration 0036 a
-- booking no longer updates the accounts row, so its own updated_at stopped moving. The view
-- now also answers the newer of the row's updated_at and its newest movement's created_at,
-- read by the same index probe as the balance.
CREATE OR REPLACE VIEW "account_balances" AS
SELECT a.id AS account_id, a.currency_id,
       coalesce(m.balance_after, 0)::numeric(38, 18) AS balance,
       coalesce(m.cost_pool_after, 0) AS cost_pool_cad,
       greatest(a.updated_at, m.created_at) AS updated_at
  FROM accounts a
  LEFT JOIN LATERAL (
    SELECT m.balance_after, m.cost_pool_after, m.created_at FROM account_movements m
     WHERE m.account_id = a.id ORDER BY m.seq DESC LIMIT 1) m ON true;

-- A letter or two's tab counts (issue 48, docs/decisions/0074): the tabs that hold few pairs
-- (Pending, Pending Pickup, On Behalf) are counted from the pieces of their own pairs, where
-- every pair of the term's people was read. A partial index: a pair booked completed and not on
-- behalf (a walk-in exchange, most of them) computes no pieces.
CREATE INDEX "transactions_small_tabs_pieces_idx" ON "transactions" USING gin (search_short_grams("parties_text")) WHERE "transactions"."status" = 'pending' or "transactions"."is_on_behalf";

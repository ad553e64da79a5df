-- One index entry fewer for every audited change (issue 48, docs/decisions/0068): the index of
-- a row's parent record holds only the rows that have one (an ID card's rows, under its
-- customer). Most rows, each booked pair's among them, have none, and every read of the index
-- asks for a parent (an equality, which implies one).
DROP INDEX "audit_log_parent_idx";
--> statement-breakpoint
CREATE INDEX "audit_log_parent_idx" ON "audit_log" USING btree ("parent_id","id") WHERE "audit_log"."parent_id" is not null;

ALTER TABLE "auth_users" ADD COLUMN "role" text DEFAULT 'teller' NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_users" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_users" ADD CONSTRAINT "auth_users_role_known" CHECK ("auth_users"."role" in ('teller', 'manager', 'owner'));--> statement-breakpoint
ALTER TABLE "auth_users" ADD CONSTRAINT "auth_users_status_known" CHECK ("auth_users"."status" in ('pending', 'active', 'rejected', 'deactivated'));--> statement-breakpoint
-- Accounts from before roles: the earliest becomes the active owner, the others stay at work
-- as active tellers (the owner may promote them).
UPDATE "auth_users" SET "status" = 'active';--> statement-breakpoint
UPDATE "auth_users" SET "role" = 'owner'
  WHERE "id" = (SELECT "id" FROM "auth_users" ORDER BY "created_at", "id" LIMIT 1);--> statement-breakpoint
-- The database, not the sign-up code, decides a new account's role and status: the first
-- account ever is the active owner, every later one a pending teller, whatever the insert
-- says. The transaction-scoped advisory lock makes concurrent sign-ups take turns, and each
-- looks for an existing account only once it holds the lock (a fresh snapshot per statement),
-- so exactly one of two simultaneous first sign-ups becomes the owner.
-- sha256 of the definition applied: e6a80cf6daa138c6
\i functions/auth_users_first_owner.sql
--> statement-breakpoint
CREATE TRIGGER auth_users_first_owner BEFORE INSERT ON auth_users
  FOR EACH ROW EXECUTE FUNCTION auth_users_first_owner();

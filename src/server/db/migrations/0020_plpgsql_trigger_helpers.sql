-- The helpers the triggers call on every booking, as PL/pgSQL instead of SQL functions: a SQL
-- function that is not inlined is planned again on every call, where PL/pgSQL keeps the plans
-- of its statements for the connection. Under the exchange load the planning of these three
-- cost more than running them (pg_stat_statements: 0.15 ms to plan the bureau's time zone,
-- 0.08 ms for each audit row's JSON, per exchange). What they answer is unchanged.
-- sha256 of the definition applied: 589ad62f70d1df0e
\i functions/bureau_time_zone_of.sql
--> statement-breakpoint
-- sha256 of the definition applied: e484a5ba8da66c54
\i functions/bureau_time_zone.sql
--> statement-breakpoint
-- sha256 of the definition applied: 9b4d896db74ba6ac
\i functions/audit_json.sql

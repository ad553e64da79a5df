-- Receipt printers (issue 46, docs/decisions/0060): a till may have a network receipt printer
-- (ESC/POS over TCP, host:port) with its paper width in mm. Only a till has one, and an address
-- always comes with its width.
ALTER TABLE "cash_locations" ADD COLUMN "receipt_printer_address" text;--> statement-breakpoint
ALTER TABLE "cash_locations" ADD COLUMN "receipt_paper_width" smallint;--> statement-breakpoint
ALTER TABLE "cash_locations" ADD CONSTRAINT "cash_locations_receipt_printer_check" CHECK (("cash_locations"."receipt_printer_address" is null and "cash_locations"."receipt_paper_width" is null) or ("cash_locations"."kind" = 'till' and "cash_locations"."receipt_printer_address" is not null and "cash_locations"."receipt_paper_width" in (58, 80)));

DROP INDEX "carat_coin_entries_returned_once";--> statement-breakpoint
ALTER TABLE "carat_coin_entries" ADD COLUMN "refund_id" integer;--> statement-breakpoint
ALTER TABLE "carat_coin_entries" ADD CONSTRAINT "carat_coin_entries_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carat_coin_entries_refund_returned_once" ON "carat_coin_entries" USING btree ("refund_id") WHERE "carat_coin_entries"."kind" = 'returned';--> statement-breakpoint
CREATE UNIQUE INDEX "carat_coin_entries_returned_once" ON "carat_coin_entries" USING btree ("order_id") WHERE "carat_coin_entries"."kind" = 'returned' and "carat_coin_entries"."refund_id" is null;
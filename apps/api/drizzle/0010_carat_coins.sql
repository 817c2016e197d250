CREATE TABLE "carat_coin_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "carat_coin_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"coins" integer NOT NULL,
	"lot_id" uuid,
	"order_id" integer,
	"on_date" date NOT NULL,
	"expires_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carat_coin_entries_kind_known" CHECK ("carat_coin_entries"."kind" in ('earned', 'redeemed', 'reversed', 'expired', 'returned')),
	CONSTRAINT "carat_coin_entries_coins_positive" CHECK ("carat_coin_entries"."coins" > 0),
	CONSTRAINT "carat_coin_entries_lot_shape" CHECK (("carat_coin_entries"."kind" = 'redeemed' and "carat_coin_entries"."lot_id" is null) or ("carat_coin_entries"."kind" <> 'redeemed' and "carat_coin_entries"."lot_id" is not null)),
	CONSTRAINT "carat_coin_entries_expiry_shape" CHECK (("carat_coin_entries"."kind" in ('earned', 'returned', 'redeemed')) = ("carat_coin_entries"."expires_on" is not null))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coins_redeemed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coins_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "carat_coin_entries" ADD CONSTRAINT "carat_coin_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carat_coin_entries" ADD CONSTRAINT "carat_coin_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carat_coin_entries_user_idx" ON "carat_coin_entries" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "carat_coin_entries_earned_once" ON "carat_coin_entries" USING btree ("order_id") WHERE "carat_coin_entries"."kind" = 'earned';--> statement-breakpoint
CREATE UNIQUE INDEX "carat_coin_entries_redeemed_once" ON "carat_coin_entries" USING btree ("order_id") WHERE "carat_coin_entries"."kind" = 'redeemed';--> statement-breakpoint
CREATE UNIQUE INDEX "carat_coin_entries_returned_once" ON "carat_coin_entries" USING btree ("order_id") WHERE "carat_coin_entries"."kind" = 'returned';--> statement-breakpoint
CREATE UNIQUE INDEX "carat_coin_entries_reversed_once" ON "carat_coin_entries" USING btree ("lot_id") WHERE "carat_coin_entries"."kind" = 'reversed';--> statement-breakpoint
CREATE UNIQUE INDEX "carat_coin_entries_expired_once" ON "carat_coin_entries" USING btree ("lot_id") WHERE "carat_coin_entries"."kind" = 'expired';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_coins_within_total" CHECK ("orders"."coins_redeemed" >= 0 and "orders"."coins_minor" >= 0 and ("orders"."coins_redeemed" = 0) = ("orders"."coins_minor" = 0) and "orders"."coins_minor" + "orders"."gift_card_minor" <= "orders"."total_minor");
CREATE TABLE "gift_card_transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gift_card_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"gift_card_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"balance_after_minor" bigint NOT NULL,
	"order_id" integer,
	"reference" text,
	"staff_user_id" integer,
	"staff_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_transactions_kind_known" CHECK ("gift_card_transactions"."kind" in ('issue', 'redeem', 'refund')),
	CONSTRAINT "gift_card_transactions_amount_positive" CHECK ("gift_card_transactions"."amount_minor" > 0),
	CONSTRAINT "gift_card_transactions_balance_after" CHECK ("gift_card_transactions"."balance_after_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gift_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code_hash" text,
	"code_last4" text,
	"design" text NOT NULL,
	"status" text NOT NULL,
	"initial_minor" bigint NOT NULL,
	"balance_minor" bigint NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"message" text,
	"source" text NOT NULL,
	"purchaser_user_id" integer,
	"issued_by_staff_id" integer,
	"payment_id" uuid,
	"idempotency_key_id" integer,
	"counter_payment_method" text,
	"counter_payment_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone,
	CONSTRAINT "gift_cards_code_hash_unique" UNIQUE("code_hash"),
	CONSTRAINT "gift_cards_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "gift_cards_idempotency_key_id_unique" UNIQUE("idempotency_key_id"),
	CONSTRAINT "gift_cards_design_known" CHECK ("gift_cards"."design" in ('plum', 'gold', 'ivory')),
	CONSTRAINT "gift_cards_status_known" CHECK ("gift_cards"."status" in ('pending_payment', 'active', 'cancelled', 'spent')),
	CONSTRAINT "gift_cards_source_known" CHECK ("gift_cards"."source" in ('web', 'counter')),
	CONSTRAINT "gift_cards_initial_positive" CHECK ("gift_cards"."initial_minor" > 0),
	CONSTRAINT "gift_cards_balance_within" CHECK ("gift_cards"."balance_minor" >= 0 and "gift_cards"."balance_minor" <= "gift_cards"."initial_minor"),
	CONSTRAINT "gift_cards_code_when_usable" CHECK (("gift_cards"."status" in ('active', 'spent')) = ("gift_cards"."code_hash" is not null)),
	CONSTRAINT "gift_cards_counter_payment_known" CHECK ("gift_cards"."counter_payment_method" is null or "gift_cards"."counter_payment_method" in ('cash', 'card_terminal'))
);
--> statement-breakpoint
ALTER TABLE "gift_card_transactions" ADD CONSTRAINT "gift_card_transactions_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_transactions" ADD CONSTRAINT "gift_card_transactions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_transactions" ADD CONSTRAINT "gift_card_transactions_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_purchaser_user_id_users_id_fk" FOREIGN KEY ("purchaser_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_issued_by_staff_id_users_id_fk" FOREIGN KEY ("issued_by_staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_idempotency_key_id_idempotency_keys_id_fk" FOREIGN KEY ("idempotency_key_id") REFERENCES "public"."idempotency_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_card_transactions_card_idx" ON "gift_card_transactions" USING btree ("gift_card_id","id");--> statement-breakpoint
CREATE INDEX "gift_cards_purchaser_idx" ON "gift_cards" USING btree ("purchaser_user_id");--> statement-breakpoint
CREATE INDEX "gift_cards_recipient_idx" ON "gift_cards" USING btree (lower("recipient_email"));
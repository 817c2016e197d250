CREATE TABLE "gold_plan_instalments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gold_plan_instalments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid NOT NULL,
	"subscription_id" integer NOT NULL,
	"number" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"paid_on" date,
	"payment_id" uuid,
	CONSTRAINT "gold_plan_instalments_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "gold_plan_instalments_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "gold_plan_instalments_number_unique" UNIQUE("subscription_id","number"),
	CONSTRAINT "gold_plan_instalments_number_positive" CHECK ("gold_plan_instalments"."number" >= 1),
	CONSTRAINT "gold_plan_instalments_amount_positive" CHECK ("gold_plan_instalments"."amount_minor" > 0),
	CONSTRAINT "gold_plan_instalments_paid" CHECK (("gold_plan_instalments"."paid_on" is null) = ("gold_plan_instalments"."payment_id" is null))
);
--> statement-breakpoint
CREATE TABLE "gold_plan_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gold_plan_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"terms" jsonb NOT NULL,
	"instalment_minor" bigint NOT NULL,
	"started_on" date NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"idempotency_key_id" integer,
	"gift_card_id" integer,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gold_plan_subscriptions_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "gold_plan_subscriptions_idempotency_key_id_unique" UNIQUE("idempotency_key_id"),
	CONSTRAINT "gold_plan_subscriptions_gift_card_id_unique" UNIQUE("gift_card_id"),
	CONSTRAINT "gold_plan_subscriptions_status_known" CHECK ("gold_plan_subscriptions"."status" in ('active', 'redeemed', 'closed_early')),
	CONSTRAINT "gold_plan_subscriptions_instalment_positive" CHECK ("gold_plan_subscriptions"."instalment_minor" > 0),
	CONSTRAINT "gold_plan_subscriptions_paid_out" CHECK (("gold_plan_subscriptions"."status" = 'active') = ("gold_plan_subscriptions"."gift_card_id" is null and "gold_plan_subscriptions"."closed_at" is null))
);
--> statement-breakpoint
CREATE TABLE "gold_plan_transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gold_plan_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"transaction_number" text NOT NULL,
	"instalment_id" integer NOT NULL,
	"payment_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gold_plan_transactions_transaction_number_unique" UNIQUE("transaction_number"),
	CONSTRAINT "gold_plan_transactions_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
CREATE TABLE "gold_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gold_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"instalment_count" integer NOT NULL,
	"min_instalment_minor" bigint NOT NULL,
	"max_instalment_minor" bigint NOT NULL,
	"step_minor" bigint NOT NULL,
	"grace_days" integer NOT NULL,
	"bonus_share_bp" integer NOT NULL,
	"redeem_window_days" integer NOT NULL,
	"early_closure_min_instalments" integer NOT NULL,
	"offered" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gold_plans_slug_unique" UNIQUE("slug"),
	CONSTRAINT "gold_plans_instalments_positive" CHECK ("gold_plans"."instalment_count" between 1 and 60),
	CONSTRAINT "gold_plans_amounts" CHECK ("gold_plans"."min_instalment_minor" > 0 and "gold_plans"."max_instalment_minor" >= "gold_plans"."min_instalment_minor" and "gold_plans"."step_minor" > 0),
	CONSTRAINT "gold_plans_days" CHECK ("gold_plans"."grace_days" >= 0 and "gold_plans"."redeem_window_days" >= 0),
	CONSTRAINT "gold_plans_bonus_share" CHECK ("gold_plans"."bonus_share_bp" between 0 and 100000),
	CONSTRAINT "gold_plans_early_closure" CHECK ("gold_plans"."early_closure_min_instalments" between 0 and "gold_plans"."instalment_count")
);
--> statement-breakpoint
ALTER TABLE "gift_cards" DROP CONSTRAINT "gift_cards_source_known";--> statement-breakpoint
ALTER TABLE "gold_plan_instalments" ADD CONSTRAINT "gold_plan_instalments_subscription_id_gold_plan_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."gold_plan_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gold_plan_instalments" ADD CONSTRAINT "gold_plan_instalments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gold_plan_subscriptions" ADD CONSTRAINT "gold_plan_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gold_plan_subscriptions" ADD CONSTRAINT "gold_plan_subscriptions_plan_id_gold_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."gold_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gold_plan_subscriptions" ADD CONSTRAINT "gold_plan_subscriptions_idempotency_key_id_idempotency_keys_id_fk" FOREIGN KEY ("idempotency_key_id") REFERENCES "public"."idempotency_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gold_plan_subscriptions" ADD CONSTRAINT "gold_plan_subscriptions_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gold_plan_transactions" ADD CONSTRAINT "gold_plan_transactions_instalment_id_gold_plan_instalments_id_fk" FOREIGN KEY ("instalment_id") REFERENCES "public"."gold_plan_instalments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gold_plan_transactions" ADD CONSTRAINT "gold_plan_transactions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gold_plan_subscriptions_user_idx" ON "gold_plan_subscriptions" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "gold_plan_transactions_instalment_idx" ON "gold_plan_transactions" USING btree ("instalment_id","id");--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_source_known" CHECK ("gift_cards"."source" in ('web', 'counter', 'gold_plan'));
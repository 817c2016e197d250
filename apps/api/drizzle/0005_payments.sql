CREATE TABLE "payment_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"payment_id" uuid NOT NULL,
	"type" text NOT NULL,
	"effect" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_unique" UNIQUE("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"order_id" integer,
	"user_id" integer NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"idempotency_key_id" integer,
	"method" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text,
	"pay_url" text,
	"return_path" text NOT NULL,
	"failure_reason" text,
	"refund_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payments_order_attempt_unique" UNIQUE("order_id","attempt"),
	CONSTRAINT "payments_idempotency_key_unique" UNIQUE("idempotency_key_id"),
	CONSTRAINT "payments_purpose_known" CHECK ("payments"."purpose" in ('order', 'gift_card', 'gold_plan_instalment')),
	CONSTRAINT "payments_order_purpose" CHECK (("payments"."purpose" = 'order') = ("payments"."order_id" is not null)),
	CONSTRAINT "payments_method_known" CHECK ("payments"."method" in ('card', 'bank', 'wallet')),
	CONSTRAINT "payments_status_known" CHECK ("payments"."status" in ('pending', 'paid', 'failed', 'cancelled')),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_minor" > 0),
	CONSTRAINT "payments_attempt_positive" CHECK ("payments"."attempt" >= 1),
	CONSTRAINT "payments_settled" CHECK (("payments"."status" = 'pending') = ("payments"."settled_at" is null)),
	CONSTRAINT "payments_refund_known" CHECK ("payments"."refund_status" is null or ("payments"."refund_status" in ('due', 'refunded') and "payments"."status" = 'paid')),
	CONSTRAINT "payments_return_path_relative" CHECK ("payments"."return_path" like '/%' and "payments"."return_path" not like '//%')
);
--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_idempotency_key_id_idempotency_keys_id_fk" FOREIGN KEY ("idempotency_key_id") REFERENCES "public"."idempotency_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id");
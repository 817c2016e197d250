CREATE TABLE "order_return_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_return_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"return_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"received_quantity" integer DEFAULT 0 NOT NULL,
	"restocked_quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_return_items_line_unique" UNIQUE("return_id","order_item_id"),
	CONSTRAINT "order_return_items_quantity_positive" CHECK ("order_return_items"."quantity" > 0),
	CONSTRAINT "order_return_items_received_within" CHECK ("order_return_items"."received_quantity" >= 0 and "order_return_items"."received_quantity" <= "order_return_items"."quantity" and "order_return_items"."restocked_quantity" >= 0 and "order_return_items"."restocked_quantity" <= "order_return_items"."received_quantity")
);
--> statement-breakpoint
CREATE TABLE "order_returns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_returns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text NOT NULL,
	"staff_note" text,
	"received_at" timestamp with time zone,
	"received_by_user_id" integer,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_returns_status_known" CHECK ("order_returns"."status" in ('requested', 'received', 'closed', 'declined')),
	CONSTRAINT "order_returns_received" CHECK ("order_returns"."status" = 'requested' or "order_returns"."status" = 'declined' or "order_returns"."received_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"return_id" integer,
	"amount_minor" bigint NOT NULL,
	"provider_minor" bigint DEFAULT 0 NOT NULL,
	"gift_card_minor" bigint DEFAULT 0 NOT NULL,
	"coins" integer DEFAULT 0 NOT NULL,
	"coins_minor" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text NOT NULL,
	"provider_refund_id" text,
	"failure_reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"credit_note_number" text,
	"actor_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "refunds_credit_note_number_unique" UNIQUE("credit_note_number"),
	CONSTRAINT "refunds_status_known" CHECK ("refunds"."status" in ('pending', 'succeeded', 'failed')),
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_minor" > 0),
	CONSTRAINT "refunds_parts_add_up" CHECK ("refunds"."provider_minor" >= 0 and "refunds"."gift_card_minor" >= 0 and "refunds"."coins_minor" >= 0 and "refunds"."coins" >= 0 and "refunds"."amount_minor" = "refunds"."provider_minor" + "refunds"."gift_card_minor" + "refunds"."coins_minor"),
	CONSTRAINT "refunds_credit_note_when_succeeded" CHECK ("refunds"."credit_note_number" is null or "refunds"."status" = 'succeeded')
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_known";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_status_known";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "purpose" text DEFAULT 'shop' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "kind" text DEFAULT 'status' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "actor_user_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_url" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "arrived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_return_items" ADD CONSTRAINT "order_return_items_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_return_items" ADD CONSTRAINT "order_return_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_returns_order_idx" ON "order_returns" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_returns_status_idx" ON "order_returns" USING btree ("status");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject","created_at");--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_purpose_known" CHECK ("auth_tokens"."purpose" in ('shop', 'back_office'));--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_back_office_not_kiosk" CHECK ("auth_tokens"."purpose" = 'shop' or "auth_tokens"."kiosk_device_id" is null);--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_kind_known" CHECK ("order_events"."kind" in ('status', 'refund', 'return', 'payment'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_within_total" CHECK ("orders"."refunded_minor" >= 0 and "orders"."refunded_minor" <= "orders"."total_minor");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipment_complete" CHECK (("orders"."carrier" is null) = ("orders"."tracking_number" is null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('pending_payment', 'confirmed', 'packed', 'shipped', 'delivered', 'ready_for_pickup', 'collected', 'cancelled'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_known" CHECK ("orders"."payment_status" in ('pending', 'due', 'paid', 'failed', 'cancelled', 'refunded'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_admin_has_no_store" CHECK ("users"."role" <> 'admin' or "users"."store_id" is null);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" IN ('customer', 'staff', 'admin'));
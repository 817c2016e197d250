CREATE TABLE "metal_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "metal_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"purity" text NOT NULL,
	"rate_minor" bigint NOT NULL,
	"previous_rate_minor" bigint,
	"actor_user_id" integer,
	"reason" text NOT NULL,
	"pieces_repriced" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metal_rates_rate_positive" CHECK ("metal_rates"."rate_minor" > 0),
	CONSTRAINT "metal_rates_pieces_non_negative" CHECK ("metal_rates"."pieces_repriced" >= 0)
);
--> statement-breakpoint
CREATE INDEX "metal_rates_purity_idx" ON "metal_rates" USING btree ("purity","id");--> statement-breakpoint
-- A rate once set is history: it is never changed or removed, whoever connects.
CREATE OR REPLACE FUNCTION "metal_rates_append_only"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'metal_rates is append-only: % refused', TG_OP;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "metal_rates_append_only" BEFORE UPDATE OR DELETE ON "metal_rates" FOR EACH ROW EXECUTE FUNCTION "metal_rates_append_only"();
--> statement-breakpoint
CREATE TRIGGER "metal_rates_no_truncate" BEFORE TRUNCATE ON "metal_rates" FOR EACH STATEMENT EXECUTE FUNCTION "metal_rates_append_only"();
--> statement-breakpoint
-- A catalogue priced before rates were kept: each purity opens at the rate most of its pieces were priced at.
INSERT INTO "metal_rates" ("purity", "rate_minor", "reason", "pieces_repriced")
SELECT a."name", mode() WITHIN GROUP (ORDER BY p."metal_rate_minor"), 'The rate the catalogue was priced at', 0
FROM "products" p
JOIN "product_attributes" pa ON pa."product_id" = p."id"
JOIN "attributes" a ON a."id" = pa."attribute_id" AND a."group" = 'purity'
GROUP BY a."name";

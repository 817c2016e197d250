-- Tells listening API processes (channel `catalogue_changed`) that the catalogue changed, so they drop the
-- listings they keep in memory. Statement-level: one notification per statement, merged per transaction.
CREATE OR REPLACE FUNCTION "catalogue_notify"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "products_catalogue_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_notify"();
--> statement-breakpoint
CREATE TRIGGER "product_images_catalogue_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_images" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_notify"();
--> statement-breakpoint
CREATE TRIGGER "product_categories_catalogue_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_categories" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_notify"();
--> statement-breakpoint
CREATE TRIGGER "product_attributes_catalogue_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_attributes" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_notify"();
--> statement-breakpoint
CREATE TRIGGER "categories_catalogue_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_notify"();
--> statement-breakpoint
CREATE TRIGGER "attributes_catalogue_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "attributes" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_notify"();

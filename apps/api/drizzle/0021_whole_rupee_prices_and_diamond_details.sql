ALTER TABLE "products" ADD COLUMN "diamond_colour" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "diamond_clarity" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "diamond_centi_carats" integer;--> statement-breakpoint
-- Prices as jewellers write them: each piece's price rounded half up to the whole rupee (libs/domain computePriceBreakup).
UPDATE "products" SET "price_minor" = ("price_minor" + 50) / 100 * 100 WHERE "price_minor" % 100 <> 0;--> statement-breakpoint
-- The seeded pieces' diamonds, from the sentence their description has always carried.
UPDATE "products" SET "diamond_colour" = 'IJ', "diamond_clarity" = 'SI', "diamond_centi_carats" = round(substring("description" from 'about ([0-9]+\.[0-9]+) ct in all')::numeric * 100)::integer WHERE "description" ~ 'natural diamonds, IJ colour and SI clarity, about [0-9]+\.[0-9]+ ct in all';--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_price_whole_rupees" CHECK ("products"."price_minor" % 100 = 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_diamonds_complete" CHECK (("products"."diamond_centi_carats" is null and "products"."diamond_colour" is null and "products"."diamond_clarity" is null) or ("products"."diamond_centi_carats" > 0 and "products"."diamond_colour" is not null and "products"."diamond_clarity" is not null));
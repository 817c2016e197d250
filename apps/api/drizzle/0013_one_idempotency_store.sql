ALTER TABLE "idempotency_keys" ADD COLUMN "status_code" integer;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "response_body" text;--> statement-breakpoint
-- The staff routes' stored answers join the one key store. Both tables fingerprinted a request with the same
-- sha256 of its JSON parts, so a resend after the upgrade still matches. A key a user had sent to both keeps
-- its idempotency_keys row (what other rows point at); its staff answer is dropped, so that resend is a 422.
INSERT INTO "idempotency_keys" ("user_id", "key", "fingerprint", "status_code", "response_body", "created_at")
SELECT "user_id", "key", "fingerprint", "status_code", "response_body", "created_at" FROM "request_replays"
ON CONFLICT ("user_id", "key") DO NOTHING;--> statement-breakpoint
DROP TABLE "request_replays" CASCADE;

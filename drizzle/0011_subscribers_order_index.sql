CREATE INDEX "subscribers_subscribed_at_id_idx" ON "subscribers" USING btree ("subscribed_at","id");--> statement-breakpoint
DROP INDEX "subscribers_subscribed_at_idx";
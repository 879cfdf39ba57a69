CREATE TABLE "newsletter_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"newsletter_id" uuid NOT NULL,
	"url" text NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"newsletter_id" uuid NOT NULL,
	"subscriber_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"machine" boolean NOT NULL,
	"link_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics" ADD COLUMN "tracked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "token" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "wants_daily_brief" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "wants_weekly_deep_dive" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "confirmation_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_links" ADD CONSTRAINT "newsletter_links_newsletter_id_newsletters_id_fk" FOREIGN KEY ("newsletter_id") REFERENCES "public"."newsletters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_newsletter_id_newsletters_id_fk" FOREIGN KEY ("newsletter_id") REFERENCES "public"."newsletters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_link_id_newsletter_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."newsletter_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_links_newsletter_url_idx" ON "newsletter_links" USING btree ("newsletter_id","url");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_events_first_idx" ON "tracking_events" USING btree ("newsletter_id","subscriber_id","kind","machine");--> statement-breakpoint
CREATE INDEX "tracking_events_subscriber_idx" ON "tracking_events" USING btree ("subscriber_id");--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_tracked_newsletter_idx" ON "analytics" USING btree ("newsletter_id") WHERE "analytics"."tracked";--> statement-breakpoint
ALTER TABLE "subscribers" ADD CONSTRAINT "subscribers_token_unique" UNIQUE("token");
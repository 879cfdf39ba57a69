CREATE TABLE "article_changes" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" uuid NOT NULL
);
--> statement-breakpoint
INSERT INTO "article_changes" ("id", "version") VALUES (1, gen_random_uuid());--> statement-breakpoint
-- Statement-level, so a bulk insert moves the version once. It changes in the writer's
-- transaction, so a reader sees the new version only together with the rows it stands for. A
-- random value, not a count: a database restored to an earlier state brings back that state's
-- own value, never one a running instance kept other rows under.
CREATE FUNCTION "article_changes_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "article_changes" SET "version" = gen_random_uuid() WHERE "id" = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "article_changes_write" AFTER INSERT OR UPDATE OR DELETE ON "articles"
  FOR EACH STATEMENT EXECUTE FUNCTION "article_changes_bump"();--> statement-breakpoint
CREATE TRIGGER "article_changes_truncate" AFTER TRUNCATE ON "articles"
  FOR EACH STATEMENT EXECUTE FUNCTION "article_changes_bump"();

CREATE TABLE "article_changes" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "article_changes" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- Statement-level, so a bulk insert moves the version once. It changes in the writer's
-- transaction, so a reader sees the new version only together with the rows it stands for.
CREATE FUNCTION "article_changes_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "article_changes" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "article_changes_write" AFTER INSERT OR UPDATE OR DELETE ON "articles"
  FOR EACH STATEMENT EXECUTE FUNCTION "article_changes_bump"();--> statement-breakpoint
CREATE TRIGGER "article_changes_truncate" AFTER TRUNCATE ON "articles"
  FOR EACH STATEMENT EXECUTE FUNCTION "article_changes_bump"();

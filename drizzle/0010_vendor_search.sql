CREATE TABLE "vendor_search" (
	"vendor_id" uuid PRIMARY KEY NOT NULL,
	"sort_name" text NOT NULL,
	"rating" integer NOT NULL,
	"review_count" integer NOT NULL,
	"tier" text NOT NULL,
	"verification_status" text NOT NULL,
	"region_id" uuid,
	"country_code" text,
	"state_province" text,
	"offer_keys" text[] NOT NULL,
	"min_price" integer,
	"max_price" integer,
	"search_text" text NOT NULL,
	"document" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vendor_search" ADD CONSTRAINT "vendor_search_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_search_document_idx" ON "vendor_search" USING gin ("document");--> statement-breakpoint
CREATE INDEX "vendor_search_text_trgm_idx" ON "vendor_search" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vendor_search_offer_keys_idx" ON "vendor_search" USING gin ("offer_keys");--> statement-breakpoint
CREATE INDEX "vendor_search_region_idx" ON "vendor_search" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "vendor_search_place_idx" ON "vendor_search" USING btree ("country_code","state_province");--> statement-breakpoint
CREATE INDEX "vendor_search_rating_desc_idx" ON "vendor_search" USING btree ("rating" DESC NULLS LAST,"review_count" DESC NULLS LAST,"sort_name","vendor_id");--> statement-breakpoint
CREATE INDEX "vendor_search_rating_asc_idx" ON "vendor_search" USING btree ("rating","review_count","sort_name","vendor_id");--> statement-breakpoint
CREATE INDEX "vendor_search_reviews_desc_idx" ON "vendor_search" USING btree ("review_count" DESC NULLS LAST,"rating" DESC NULLS LAST,"sort_name","vendor_id");--> statement-breakpoint
CREATE INDEX "vendor_search_reviews_asc_idx" ON "vendor_search" USING btree ("review_count","rating","sort_name","vendor_id");--> statement-breakpoint
CREATE INDEX "vendor_search_name_asc_idx" ON "vendor_search" USING btree ("sort_name","vendor_id");--> statement-breakpoint
CREATE INDEX "vendor_search_name_desc_idx" ON "vendor_search" USING btree ("sort_name" DESC NULLS LAST,"vendor_id");--> statement-breakpoint
CREATE INDEX "vendor_search_price_asc_idx" ON "vendor_search" USING btree ("min_price","sort_name","vendor_id");--> statement-breakpoint
CREATE INDEX "vendor_search_price_desc_idx" ON "vendor_search" USING btree ("min_price" DESC NULLS LAST,"sort_name","vendor_id");--> statement-breakpoint
-- What vendor_search holds for each publicly listed vendor (active, not rejected); the triggers
-- below and a full rebuild both read it.
CREATE VIEW "vendor_search_rows" AS
SELECT
	v.id AS vendor_id,
	lower(v.company_name) AS sort_name,
	v.rating,
	v.review_count,
	v.tier,
	v.verification_status,
	v.region_id,
	upper(r.country_code) AS country_code,
	lower(r.state_province) AS state_province,
	coalesce(o.offer_keys, '{}') AS offer_keys,
	o.min_price,
	o.max_price,
	concat_ws(E'\n', v.company_name || ' ' || coalesce(v.description, ''), array_to_string(v.specializations, ' '), o.titles) AS search_text,
	setweight(to_tsvector('english', v.company_name), 'A')
		|| setweight(to_tsvector('english', array_to_string(v.specializations, ' ') || ' ' || coalesce(o.titles, '')), 'B')
		|| setweight(to_tsvector('english', coalesce(v.description, '')), 'C') AS document
FROM "vendors" v
LEFT JOIN "regions" r ON r.id = v.region_id
LEFT JOIN LATERAL (
	SELECT
		(SELECT array_agg(DISTINCT k) FROM "offers" g, LATERAL (VALUES
			(g.currency || '|' || g.category_id || '|' || g.service_type || '|' || g.is_price_fixed),
			(g.currency || '|' || g.category_id || '|' || g.service_type || '|*'),
			(g.currency || '|' || g.category_id || '|*|' || g.is_price_fixed),
			(g.currency || '|' || g.category_id || '|*|*'),
			(g.currency || '|*|' || g.service_type || '|' || g.is_price_fixed),
			(g.currency || '|*|' || g.service_type || '|*'),
			(g.currency || '|*|*|' || g.is_price_fixed),
			(g.currency || '|*|*|*')
		) AS keys(k) WHERE g.vendor_id = v.id AND g.is_active) AS offer_keys,
		min(f.base_price) FILTER (WHERE f.currency = 'USD') AS min_price,
		max(f.base_price) FILTER (WHERE f.currency = 'USD') AS max_price,
		string_agg(f.title, E'\n' ORDER BY f.title) AS titles
	FROM "offers" f
	WHERE f.vendor_id = v.id AND f.is_active
) o ON true
WHERE v.is_active AND v.verification_status <> 'rejected';
--> statement-breakpoint
CREATE FUNCTION "vendor_search_refresh"(target uuid) RETURNS void LANGUAGE sql AS $$
	DELETE FROM "vendor_search" WHERE vendor_id = target;
	INSERT INTO "vendor_search" SELECT * FROM "vendor_search_rows" WHERE vendor_id = target;
$$;
--> statement-breakpoint
-- For bulk loads (benchmarks, imports) run with triggers off: one statement instead of a refresh per row.
CREATE FUNCTION "vendor_search_rebuild"() RETURNS void LANGUAGE sql AS $$
	DELETE FROM "vendor_search";
	INSERT INTO "vendor_search" SELECT * FROM "vendor_search_rows";
$$;
--> statement-breakpoint
CREATE FUNCTION "vendor_search_on_vendor"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		PERFORM vendor_search_refresh(OLD.id);
	ELSE
		PERFORM vendor_search_refresh(NEW.id);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "vendor_search_on_offer"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN
		PERFORM vendor_search_refresh(OLD.vendor_id);
	END IF;
	IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.vendor_id <> OLD.vendor_id) THEN
		PERFORM vendor_search_refresh(NEW.vendor_id);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "vendor_search_on_region"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "vendor_search" SET country_code = upper(NEW.country_code), state_province = lower(NEW.state_province)
	WHERE region_id = NEW.id;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "vendor_search_vendor" AFTER INSERT OR UPDATE OR DELETE ON "vendors"
	FOR EACH ROW EXECUTE FUNCTION vendor_search_on_vendor();
--> statement-breakpoint
CREATE TRIGGER "vendor_search_offer" AFTER INSERT OR UPDATE OR DELETE ON "offers"
	FOR EACH ROW EXECUTE FUNCTION vendor_search_on_offer();
--> statement-breakpoint
-- the reference seed upserts every region on each start: only a real change touches vendor_search
CREATE TRIGGER "vendor_search_region" AFTER UPDATE OF country_code, state_province ON "regions"
	FOR EACH ROW WHEN (OLD.country_code IS DISTINCT FROM NEW.country_code OR OLD.state_province IS DISTINCT FROM NEW.state_province)
	EXECUTE FUNCTION vendor_search_on_region();
--> statement-breakpoint
SELECT vendor_search_rebuild();

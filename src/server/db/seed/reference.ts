import { count, inArray } from 'drizzle-orm';
import { hubTitles } from '../../../shared/hubs';
import type { Db } from '../client';
import { categories, newsMonitoringConfig, regions, siteContent, veteranIssues } from '../schema';
import { categorySeeds } from './categories';
import { hubContent } from './hubs';
import { defaultNewsKeywords, defaultNewsSources } from './newsMonitoring';
import { regionSeeds } from './regions';
import { excludedColumns, inLockedTransaction, type Tx } from './sqlHelpers';

const REFERENCE_LOCK = 7_340_001;

/**
 * Reference data every install needs; runs on every start. Hubs, categories and regions are
 * upserted so content improvements reach existing installs; the site-content and news-config
 * rows are only created when missing, so an admin's edits are never overwritten.
 */
export async function seedReferenceData(db: Db): Promise<void> {
  await inLockedTransaction(db, REFERENCE_LOCK, async (tx) => {
    const hubIds = await upsertHubs(tx);
    await upsertCategories(tx, hubIds);
    await upsertRegions(tx);
    await createSiteContentIfMissing(tx);
    await createNewsConfigIfMissing(tx);
  });
}

async function upsertHubs(tx: Tx): Promise<Map<string, string>> {
  const rows = await tx
    .insert(veteranIssues)
    .values(hubTitles.map((title) => ({ title, ...hubContent[title] })))
    .onConflictDoUpdate({
      target: veteranIssues.title,
      set: excludedColumns(veteranIssues, ['overview', 'whyItMatters', 'resources', 'tools', 'actionSteps', 'successStory']),
    })
    .returning({ id: veteranIssues.id, title: veteranIssues.title });
  return new Map(rows.map((row) => [row.title, row.id]));
}

async function upsertCategories(tx: Tx, hubIds: Map<string, string>): Promise<void> {
  await tx
    .insert(categories)
    .values(
      categorySeeds.map(({ slug, name, description, hub }) => ({
        slug,
        name,
        description,
        veteranIssueId: hubIds.get(hub) ?? null,
      })),
    )
    .onConflictDoUpdate({
      target: categories.slug,
      set: excludedColumns(categories, ['name', 'description', 'veteranIssueId']),
    });
}

async function upsertRegions(tx: Tx): Promise<void> {
  await tx
    .insert(regions)
    .values(regionSeeds)
    .onConflictDoUpdate({
      target: [regions.name, regions.countryCode],
      set: excludedColumns(regions, ['stateProvince']),
    });
}

async function createSiteContentIfMissing(tx: Tx): Promise<void> {
  const [{ rows }] = await tx.select({ rows: count() }).from(siteContent);
  if (rows === 0) await tx.insert(siteContent).values({});
}

async function createNewsConfigIfMissing(tx: Tx): Promise<void> {
  const [{ rows }] = await tx.select({ rows: count() }).from(newsMonitoringConfig);
  if (rows === 0) {
    await tx.insert(newsMonitoringConfig).values({ keywords: defaultNewsKeywords, sources: defaultNewsSources });
  }
}

/** Ids of the reference rows the demo set builds on. */
export async function referenceIds(db: Db | Tx) {
  const categoryRows = await db
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(
      inArray(
        categories.slug,
        categorySeeds.map((c) => c.slug),
      ),
    );
  const regionRows = await db.select({ id: regions.id, name: regions.name }).from(regions);
  return {
    categoryBySlug: new Map(categoryRows.map((c) => [c.slug, c.id])),
    regionByName: new Map(regionRows.map((r) => [r.name, r.id])),
  };
}

import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsMonitoringConfig } from '../../db/schema';
import { defaultNewsKeywords, defaultNewsSources } from '../../db/seed/newsMonitoring';
import type { NewsConfigInput } from '../../../shared/schemas/breakingNews';
import type { RowOf } from '../../db/rowOf';

/** What a caller (an admin) may see of the news-monitoring settings. */
const newsConfigColumns = {
  id: newsMonitoringConfig.id,
  isEnabled: newsMonitoringConfig.isEnabled,
  keywords: newsMonitoringConfig.keywords,
  sources: newsMonitoringConfig.sources,
  urgencyThreshold: newsMonitoringConfig.urgencyThreshold,
  checkIntervalMinutes: newsMonitoringConfig.checkIntervalMinutes,
  maxArticlesPerDay: newsMonitoringConfig.maxArticlesPerDay,
  lastCheckedAt: newsMonitoringConfig.lastCheckedAt,
  updatedAt: newsMonitoringConfig.updatedAt,
};
export type NewsConfig = RowOf<typeof newsConfigColumns>;

// a fixed id: two first reads at once insert one row, not two
const DEFAULT_CONFIG_ID = '00000000-0000-4000-8000-000000000001';

/** The single news_monitoring_config row; boot seeds it, and a missing one is created with the defaults. */
export async function readNewsConfig(db: Db): Promise<NewsConfig> {
  const read = () => db.select(newsConfigColumns).from(newsMonitoringConfig).orderBy(asc(newsMonitoringConfig.id)).limit(1);
  const [row] = await read();
  if (row) return row;
  await db
    .insert(newsMonitoringConfig)
    // the numbers take the column defaults (admin spec §9), the lists the seed's
    .values({ id: DEFAULT_CONFIG_ID, keywords: defaultNewsKeywords, sources: defaultNewsSources })
    .onConflictDoNothing();
  const [created] = await read();
  return created;
}

export async function writeNewsConfig(db: Db, input: NewsConfigInput): Promise<NewsConfig> {
  const current = await readNewsConfig(db);
  const [row] = await db
    .update(newsMonitoringConfig)
    .set(input)
    .where(eq(newsMonitoringConfig.id, current.id))
    .returning(newsConfigColumns);
  return row;
}

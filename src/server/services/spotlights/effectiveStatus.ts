import { sql, type SQL } from 'drizzle-orm';
import { veteranSpotlights } from '../../db/schema';
import type { SpotlightStatus } from '../../../shared/enums';
import { FEATURE_DAYS } from '../../../shared/schemas/spotlights';

/** A featured spotlight whose featuredUntil has passed counts as approved (DECISIONS.md). */
export const effectiveStatusSql: SQL<SpotlightStatus> = sql<SpotlightStatus>`(case
  when ${veteranSpotlights.status} = 'featured' and ${veteranSpotlights.featuredUntil} <= now() then 'approved'
  else ${veteranSpotlights.status} end)`;

export const isLiveFeatured = (status: SpotlightStatus, featuredUntil: Date | null, now: Date) =>
  status === 'featured' && (featuredUntil === null || featuredUntil > now);

export const featureEnd = (now: Date) => new Date(now.getTime() + FEATURE_DAYS * 24 * 60 * 60 * 1000);

/**
 * featuredUntil after a move: only a featured spotlight has one. Featuring (again, or after it
 * expired) without a date gives 30 days; staying featured keeps the date unless one is sent
 * (null there means no expiration).
 */
export function nextFeaturedUntil(
  current: { status: SpotlightStatus; featuredUntil: Date | null } | null,
  next: { status: SpotlightStatus; featuredUntil: Date | null | undefined },
  now: Date,
): Date | null {
  if (next.status !== 'featured') return null;
  const stayingFeatured = current !== null && isLiveFeatured(current.status, current.featuredUntil, now);
  if (stayingFeatured) return next.featuredUntil === undefined ? current.featuredUntil : next.featuredUntil;
  return next.featuredUntil ?? featureEnd(now);
}

import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { veteranSpotlights } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { canMove, spotlightMoves } from '../../../shared/stateMachines';
import type { SpotlightStatus } from '../../../shared/enums';
import type { Page } from '../../../shared/schemas/common';
import type { SpotlightCreateInput, SpotlightListInput, SpotlightUpdateInput } from '../../../shared/schemas/spotlights';
import type { ServiceDeps } from '../deps';
import { effectiveStatusSql, nextFeaturedUntil } from './effectiveStatus';
import { countRows, paged } from '../../db/paging';
import type { RowOf } from '../../db/rowOf';

/** What a caller may see of a spotlight. */
const spotlightColumns = {
  id: veteranSpotlights.id,
  veteranName: veteranSpotlights.veteranName,
  quote: veteranSpotlights.quote,
  businessName: veteranSpotlights.businessName,
  businessDescription: veteranSpotlights.businessDescription,
  location: veteranSpotlights.location,
  branch: veteranSpotlights.branch,
  website: veteranSpotlights.website,
  imageUrl: veteranSpotlights.imageUrl,
  status: veteranSpotlights.status,
  featuredUntil: veteranSpotlights.featuredUntil,
  createdAt: veteranSpotlights.createdAt,
  updatedAt: veteranSpotlights.updatedAt,
};
type SpotlightRow = RowOf<typeof spotlightColumns>;
/** A stored spotlight plus the status screens should badge (expired featured shows as approved). */
export type Spotlight = SpotlightRow & { effectiveStatus: SpotlightStatus };

export type SpotlightAudience = 'admin' | 'public';

const PUBLIC_STATUSES: SpotlightStatus[] = ['approved', 'featured'];

const withEffectiveStatus = { ...spotlightColumns, effectiveStatus: effectiveStatusSql };

export function createSpotlightService({ db }: ServiceDeps) {
  async function get(id: string): Promise<Spotlight> {
    const [row] = await db.select(withEffectiveStatus).from(veteranSpotlights).where(eq(veteranSpotlights.id, id)).limit(1);
    if (!row) throw notFound('Spotlight');
    return row;
  }

  return {
    get,

    /**
     * An admin sees every spotlight, newest first. Anyone else sees approved and featured ones,
     * live featured first; an expired feature is listed among the approved.
     */
    async list(input: SpotlightListInput, audience: SpotlightAudience): Promise<Page<Spotlight>> {
      const conditions: (SQL | undefined)[] = [];
      if (audience === 'public') conditions.push(inArray(effectiveStatusSql, PUBLIC_STATUSES));
      if (input.status !== 'all') conditions.push(eq(effectiveStatusSql, input.status));
      const where = and(...conditions);
      const order =
        audience === 'public'
          ? [sql`(${effectiveStatusSql} = 'featured') desc`, desc(veteranSpotlights.createdAt), desc(veteranSpotlights.id)]
          : [desc(veteranSpotlights.createdAt), desc(veteranSpotlights.id)];
      return paged(
        db
          .select(withEffectiveStatus)
          .from(veteranSpotlights)
          .where(where)
          .orderBy(...order),
        countRows(db, veteranSpotlights, where),
        input,
      );
    },

    /** Tiles by effective status: featured counts live features only, approved includes expired ones. */
    async stats() {
      const [row] = await db
        .select({
          total: count(),
          featured: sql<number>`count(*) filter (where ${effectiveStatusSql} = 'featured')`.mapWith(Number),
          pending: sql<number>`count(*) filter (where ${effectiveStatusSql} = 'pending')`.mapWith(Number),
          approved: sql<number>`count(*) filter (where ${effectiveStatusSql} = 'approved')`.mapWith(Number),
        })
        .from(veteranSpotlights);
      return row;
    },

    async create(input: SpotlightCreateInput, now = new Date()): Promise<Spotlight> {
      const featuredUntil = nextFeaturedUntil(null, { status: input.status, featuredUntil: input.featuredUntil }, now);
      const [row] = await db
        .insert(veteranSpotlights)
        .values({ ...input, featuredUntil })
        .returning(withEffectiveStatus);
      return row;
    },

    /** Any status to any other; featuring without a date lasts 30 days; leaving featured clears it. */
    async update({ id, status, featuredUntil, ...text }: SpotlightUpdateInput, now = new Date()): Promise<Spotlight> {
      const current = await get(id);
      const nextStatus = status ?? current.status;
      if (status && status !== current.status && !canMove(spotlightMoves, current.status, status)) {
        throw new AppError('CONFLICT', `A ${current.status} spotlight cannot be moved to ${status}.`);
      }
      const [row] = await db
        .update(veteranSpotlights)
        .set({
          ...text, // drizzle leaves out the fields that are undefined (not sent)
          status: nextStatus,
          featuredUntil: nextFeaturedUntil(current, { status: nextStatus, featuredUntil }, now),
        })
        .where(eq(veteranSpotlights.id, id))
        .returning(withEffectiveStatus);
      if (!row) throw notFound('Spotlight');
      return row;
    },

    async remove(id: string): Promise<SpotlightRow> {
      const [row] = await db.delete(veteranSpotlights).where(eq(veteranSpotlights.id, id)).returning(spotlightColumns);
      if (!row) throw notFound('Spotlight');
      return row;
    },
  };
}
export type SpotlightService = ReturnType<typeof createSpotlightService>;

import { and, count, desc, eq, sql } from 'drizzle-orm';
import { partners } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { canMove, partnerMoves } from '../../../shared/stateMachines';
import type { PartnerCreateInput, PartnerListInput, PartnerUpdateInput } from '../../../shared/schemas/partners';
import type { Page } from '../../../shared/schemas/common';
import type { ServiceDeps } from '../deps';
import { countRows, paged } from '../../db/paging';
import type { RowOf } from '../../db/rowOf';

/** What a caller may see of a partner. */
const partnerColumns = {
  id: partners.id,
  name: partners.name,
  description: partners.description,
  website: partners.website,
  status: partners.status,
  contentType: partners.contentType,
  scheduledDate: partners.scheduledDate,
  createdAt: partners.createdAt,
};
export type Partner = RowOf<typeof partnerColumns>;

export function createPartnerService({ db }: ServiceDeps) {
  async function get(id: string): Promise<Partner> {
    const [row] = await db.select(partnerColumns).from(partners).where(eq(partners.id, id)).limit(1);
    if (!row) throw notFound('Partner');
    return row;
  }

  return {
    get,

    async list(input: PartnerListInput): Promise<Page<Partner>> {
      const where = input.status === 'all' ? undefined : eq(partners.status, input.status);
      return paged(
        db.select(partnerColumns).from(partners).where(where).orderBy(desc(partners.createdAt), desc(partners.id)),
        countRows(db, partners, where),
        input,
      );
    },

    /** Tiles: one aggregate over the table. */
    async stats() {
      const [row] = await db
        .select({
          total: count(),
          pending: sql<number>`count(*) filter (where ${partners.status} = 'pending')`.mapWith(Number),
          approved: sql<number>`count(*) filter (where ${partners.status} = 'approved')`.mapWith(Number),
          rejected: sql<number>`count(*) filter (where ${partners.status} = 'rejected')`.mapWith(Number),
        })
        .from(partners);
      return row;
    },

    async create(input: PartnerCreateInput): Promise<Partner> {
      const [row] = await db.insert(partners).values(input).returning(partnerColumns);
      return row;
    },

    async updateStatus({ id, status }: PartnerUpdateInput): Promise<Partner> {
      const current = await get(id);
      if (!canMove(partnerMoves, current.status, status)) {
        throw new AppError('CONFLICT', `A ${current.status} partner cannot be moved to ${status}.`);
      }
      // guarded by the status we read, so a concurrent move cannot be overwritten
      const [row] = await db
        .update(partners)
        .set({ status })
        .where(and(eq(partners.id, id), eq(partners.status, current.status)))
        .returning(partnerColumns);
      if (!row) throw new AppError('CONFLICT', 'The partner was changed by someone else; reload and try again.');
      return row;
    },

    async remove(id: string): Promise<Partner> {
      const [row] = await db.delete(partners).where(eq(partners.id, id)).returning(partnerColumns);
      if (!row) throw notFound('Partner');
      return row;
    },
  };
}
export type PartnerService = ReturnType<typeof createPartnerService>;

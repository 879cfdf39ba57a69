import { and, asc, desc, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, offers, vendors } from '../../db/schema';
import { publicVendorColumns, publiclyListed, type CategoryRef, type PublicVendor } from './vendorColumns';

export type VendorInCategory = { vendor: PublicVendor; category: CategoryRef };

/**
 * The best listed vendors with an active offer in a category matching `inCategory`
 * (a condition on the categories table): verified first, then by rating. Two queries.
 */
export async function topVendorsInCategories(db: Db, inCategory: SQL, limit: number): Promise<VendorInCategory[]> {
  const found = await db
    .select(publicVendorColumns)
    .from(vendors)
    .where(
      and(
        publiclyListed(),
        exists(
          db
            .select({ one: sql`1` })
            .from(offers)
            .innerJoin(categories, eq(categories.id, offers.categoryId))
            .where(and(eq(offers.vendorId, vendors.id), eq(offers.isActive, true), inCategory)),
        ),
      ),
    )
    .orderBy(
      sql`case when ${vendors.verificationStatus} = 'verified' then 0 else 1 end`,
      desc(vendors.rating),
      desc(vendors.reviewCount),
      asc(vendors.companyName),
      asc(vendors.id),
    )
    .limit(limit);
  if (!found.length) return [];

  const links = await db
    .selectDistinct({ vendorId: offers.vendorId, id: categories.id, name: categories.name, slug: categories.slug })
    .from(offers)
    .innerJoin(categories, eq(categories.id, offers.categoryId))
    .where(
      and(
        inArray(
          offers.vendorId,
          found.map((v) => v.id),
        ),
        eq(offers.isActive, true),
        inCategory,
      ),
    )
    .orderBy(asc(categories.name));
  const categoryOf = new Map<string, CategoryRef>();
  for (const { vendorId, ...category } of links) if (!categoryOf.has(vendorId)) categoryOf.set(vendorId, category);

  return found.flatMap((vendor) => {
    const category = categoryOf.get(vendor.id);
    return category ? [{ vendor, category }] : [];
  });
}

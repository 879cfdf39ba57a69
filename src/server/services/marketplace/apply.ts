import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, offers, regions, vendors } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import type { VendorApplyInput } from '../../../shared/schemas/marketplace';
import { vendorColumns, type Vendor } from './vendorColumns';

/** A provider's application from the marketplace banner; answers the stored vendor row. */
export async function applyAsVendor(db: Db, { categoryId, ...input }: VendorApplyInput): Promise<Vendor> {
  return db.transaction(async (tx) => {
    if (input.regionId) {
      const [region] = await tx.select({ id: regions.id }).from(regions).where(eq(regions.id, input.regionId)).limit(1);
      if (!region) throw notFound('Region');
    }
    const [category] = categoryId
      ? await tx.select({ id: categories.id, name: categories.name }).from(categories).where(eq(categories.id, categoryId)).limit(1)
      : [];
    if (categoryId && !category) throw notFound('Category');

    const [existing] = await tx.select({ id: vendors.id }).from(vendors).where(sql`lower(${vendors.email}) = ${input.email}`).limit(1);
    if (existing) throw new AppError('CONFLICT', 'A provider with this email address has already applied.');

    const [vendor] = await tx
      .insert(vendors)
      .values({
        ...input,
        tier: 'standard',
        verificationStatus: 'pending',
        rating: 0,
        reviewCount: 0,
        // An unvetted application must not show in the public marketplace until someone verifies
        // it and sets isActive; there is no admin screen for vendors yet, so that is done in the database.
        isActive: false,
      })
      .returning(vendorColumns);

    if (category) {
      // records what they offer as an inactive draft offer, for whoever verifies the application
      await tx.insert(offers).values({
        vendorId: vendor.id,
        categoryId: category.id,
        title: category.name,
        serviceType: 'service',
        isActive: false,
      });
    }
    return vendor;
  });
}

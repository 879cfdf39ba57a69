import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { categories, offers, regions, reviews, vendors } from '../../src/server/db/schema';

const unique = () => randomUUID().slice(0, 8);

export async function createCategory(overrides: Partial<typeof categories.$inferInsert>, db: Db) {
  const suffix = unique();
  const [row] = await db
    .insert(categories)
    .values({ name: `Category ${suffix}`, slug: `category-${suffix}`, ...overrides })
    .returning();
  return row;
}

/** The category with this slug, created if the reference data does not already hold it. */
export async function ensureCategory(overrides: Partial<typeof categories.$inferInsert> & { slug: string }, db: Db) {
  await db
    .insert(categories)
    .values({ name: overrides.slug, ...overrides })
    .onConflictDoNothing({ target: categories.slug });
  const [row] = await db.select().from(categories).where(eq(categories.slug, overrides.slug));
  return row;
}

export async function createRegion(overrides: Partial<typeof regions.$inferInsert>, db: Db) {
  const [row] = await db
    .insert(regions)
    .values({ name: `Region ${unique()}`, countryCode: 'US', stateProvince: 'TX', ...overrides })
    .returning();
  return row;
}

export async function createVendor(overrides: Partial<typeof vendors.$inferInsert>, db: Db) {
  const suffix = unique();
  const [row] = await db
    .insert(vendors)
    .values({
      companyName: `Vendor ${suffix}`,
      description: 'Helps veterans.',
      email: `vendor-${suffix}@example.org`,
      verificationStatus: 'verified',
      tier: 'standard',
      rating: 400,
      reviewCount: 10,
      ...overrides,
    })
    .returning();
  return row;
}

export async function createOffer(overrides: Partial<typeof offers.$inferInsert> & { vendorId: string; categoryId: string }, db: Db) {
  const [row] = await db
    .insert(offers)
    .values({ title: `Offer ${unique()}`, serviceType: 'service', basePrice: 10_000, ...overrides })
    .returning();
  return row;
}

export async function createReview(overrides: Partial<typeof reviews.$inferInsert> & { vendorId: string }, db: Db) {
  const [row] = await db
    .insert(reviews)
    .values({
      veteranName: 'Pat',
      veteranEmail: 'pat@example.org',
      rating: 5,
      title: 'Great',
      comment: 'Helped a lot.',
      ...overrides,
    })
    .returning();
  return row;
}

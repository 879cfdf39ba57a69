import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, offers, reviews, vendors } from '../../db/schema';
import { notFound } from '../../errors';
import { VENDOR_OFFERS_SHOWN } from '../../../shared/schemas/marketplace';
import { publicVendorColumns, publiclyListed } from './vendorColumns';

export const VENDOR_REVIEWS_SHOWN = 10;

/** A listed vendor's page: the vendor, its active offers (cheapest first, VENDOR_OFFERS_SHOWN at most) and its newest published reviews. */
export async function getListedVendor(db: Db, id: string) {
  const [[vendor], vendorOffers, vendorReviews] = await Promise.all([
    db
      .select(publicVendorColumns)
      .from(vendors)
      .where(and(eq(vendors.id, id), publiclyListed()))
      .limit(1),
    db
      .select({
        id: offers.id,
        title: offers.title,
        description: offers.description,
        serviceType: offers.serviceType,
        basePrice: offers.basePrice,
        currency: offers.currency,
        isPriceFixed: offers.isPriceFixed,
        duration: offers.duration,
        tags: offers.tags,
        requirements: offers.requirements,
        deliverables: offers.deliverables,
        category: { id: categories.id, name: categories.name, slug: categories.slug },
      })
      .from(offers)
      .innerJoin(categories, eq(categories.id, offers.categoryId))
      .where(and(eq(offers.vendorId, id), eq(offers.isActive, true)))
      .orderBy(sql`${offers.basePrice} asc nulls last`, asc(offers.title), asc(offers.id))
      .limit(VENDOR_OFFERS_SHOWN),
    db
      // never the reviewer's email
      .select({
        id: reviews.id,
        offerId: reviews.offerId,
        veteranName: reviews.veteranName,
        rating: reviews.rating,
        title: reviews.title,
        comment: reviews.comment,
        isVerified: reviews.isVerified,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .where(and(eq(reviews.vendorId, id), eq(reviews.isPublished, true)))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(VENDOR_REVIEWS_SHOWN),
  ]);
  if (!vendor) throw notFound('Provider');
  return { vendor, offers: vendorOffers, reviews: vendorReviews };
}

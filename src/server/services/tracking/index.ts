import { and, eq, sql } from 'drizzle-orm';
import { newsletterLinks, newsletters, subscribers, trackingEvents, type TrackingKind } from '../../db/schema';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../errors';
import { logger } from '../../lib/logger';
import type { ServiceDeps } from '../deps';
import { bumpTracked } from './counters';
import { isMachineHit } from './machine';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/** Who asked: from the request, for telling machines from readers. */
export type HitSource = { userAgent: string | null; ip: string | null; now?: Date };

/**
 * Records the first open or click of a subscriber for a sent newsletter, machines apart. Only a
 * reader's first one moves the analytics counters: unique opens and clicks. Answers true when
 * it counted.
 */
async function recordFirst(db: DbOrTx, kind: TrackingKind, newsletterId: string, subscriberId: string, machine: boolean, linkId?: string) {
  const [known] = await db
    .select({ id: subscribers.id })
    .from(subscribers)
    .innerJoin(newsletters, and(eq(newsletters.id, newsletterId), eq(newsletters.status, 'sent')))
    .where(eq(subscribers.id, subscriberId))
    .limit(1);
  if (!known) return false;
  const [first] = await db
    .insert(trackingEvents)
    .values({ newsletterId, subscriberId, kind, machine, linkId })
    .onConflictDoNothing()
    .returning({ id: trackingEvents.id });
  if (!first || machine) return false;
  await bumpTracked(db, newsletterId, kind === 'open' ? 'opened' : 'clicked');
  return true;
}

/** Adds our UTM marks to a link into the site, so a lead made after the click is this newsletter's conversion. */
function withCampaign(url: string, publicUrl: string, newsletterId: string): string {
  const target = new URL(url);
  if (target.origin !== new URL(publicUrl).origin) return url;
  target.searchParams.set('utm_source', 'muster');
  target.searchParams.set('utm_medium', 'email');
  target.searchParams.set('utm_campaign', newsletterId);
  return target.toString();
}

export function createTrackingService({ db, config }: ServiceDeps) {
  return {
    /** The open pixel: never fails the image; a bad or unknown reference records nothing. */
    async open(newsletterId: string, subscriberId: string, issuedAtSeconds: number, source: HitSource): Promise<void> {
      if (!config.tracking || !isUuid(newsletterId) || !isUuid(subscriberId)) return;
      const machine = isMachineHit({ ...source, issuedAtSeconds, now: source.now ?? new Date() });
      try {
        await db.transaction((tx) => recordFirst(tx, 'open', newsletterId, subscriberId, machine));
      } catch (error) {
        logger.warn({ err: error }, 'open not recorded');
      }
    },

    /** A click: the stored URL of the link id, or a 404 (never a redirect to a URL from the request). */
    async click(linkId: string, subscriberId: string, issuedAtSeconds: number, source: HitSource): Promise<string> {
      if (!isUuid(linkId)) throw notFound('Link');
      const [link] = await db
        .select({ newsletterId: newsletterLinks.newsletterId, url: newsletterLinks.url })
        .from(newsletterLinks)
        .where(eq(newsletterLinks.id, linkId));
      if (!link) throw notFound('Link');
      const destination = withCampaign(link.url, config.publicUrl, link.newsletterId);
      if (!config.tracking || !isUuid(subscriberId)) return destination;
      const machine = isMachineHit({ ...source, issuedAtSeconds, now: source.now ?? new Date() });
      try {
        await db.transaction(async (tx) => {
          const counted = await recordFirst(tx, 'click', link.newsletterId, subscriberId, machine, linkId);
          if (machine) return;
          await tx
            .update(newsletterLinks)
            .set({ clicks: sql`${newsletterLinks.clicks} + 1` })
            .where(eq(newsletterLinks.id, linkId));
          // a click is an open too, when images were off
          if (counted) await recordFirst(tx, 'open', link.newsletterId, subscriberId, false);
        });
      } catch (error) {
        logger.warn({ err: error }, 'click not recorded');
      }
      return destination;
    },

    /** A lead whose landing page came from a newsletter link (utm_medium=email, utm_campaign=its id). */
    async conversion(utmMedium: string | null, utmCampaign: string | null): Promise<void> {
      if (utmMedium !== 'email' || !utmCampaign || !isUuid(utmCampaign)) return;
      const [sent] = await db
        .select({ id: newsletters.id })
        .from(newsletters)
        .where(and(eq(newsletters.id, utmCampaign), eq(newsletters.status, 'sent')));
      if (sent) await bumpTracked(db, sent.id, 'conversions');
    },
  };
}
export type TrackingService = ReturnType<typeof createTrackingService>;

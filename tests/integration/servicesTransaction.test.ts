import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../support/testApp';
import { articles, newsletters, partners, subscribers } from '../../src/server/db/schema';
import type { Services } from '../../src/server/services';
import { AppError } from '../../src/server/errors';

let t: TestApp;
let services: Services;
beforeAll(async () => {
  t = await createTestApp();
  services = t.runtime.services;
});
afterAll(() => t.close());

const missingId = '00000000-0000-4000-8000-000000000000';

const subscriberNamed = async (email: string) => t.db.select().from(subscribers).where(eq(subscribers.email, email));
const newsletterTitled = async (title: string) => t.db.select().from(newsletters).where(eq(newsletters.title, title));
const partnerNamed = async (name: string) => t.db.select().from(partners).where(eq(partners.name, name));

describe('services.transaction: one unit of work over several services', () => {
  it('commits what every service wrote when the unit succeeds', async () => {
    const result = await services.transaction(async (s) => {
      const newsletter = await s.newsletters.create({ title: 'Unit committed', type: 'daily' });
      const { subscriber } = await s.subscribers.create({ email: 'unit-ok@example.org', name: null, veteranBranch: null });
      return { newsletter, subscriber };
    });
    expect(await newsletterTitled('Unit committed')).toEqual([expect.objectContaining({ id: result.newsletter.id })]);
    expect(await subscriberNamed('unit-ok@example.org')).toEqual([expect.objectContaining({ id: result.subscriber.id })]);
  });

  it('rolls back the first service when the second one fails', async () => {
    await createSubscriberOutside('taken@example.org');
    const unit = services.transaction(async (s) => {
      // newsletters.create opens its own transaction: inside the unit it is a savepoint
      await s.newsletters.create({ title: 'Unit rolled back', type: 'weekly' });
      await s.subscribers.create({ email: 'taken@example.org', name: null, veteranBranch: null });
    });
    await expect(unit).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await newsletterTitled('Unit rolled back')).toEqual([]);
  });

  it('rolls back every write when the unit throws after them', async () => {
    const unit = services.transaction(async (s) => {
      await s.partners.create({
        name: 'Partner then failure',
        contentType: 'sponsored',
        description: null,
        website: null,
        scheduledDate: null,
      });
      await s.partners.updateStatus({ id: missingId, status: 'approved' });
    });
    await expect(unit).rejects.toBeInstanceOf(AppError);
    expect(await partnerNamed('Partner then failure')).toEqual([]);
  });

  it('nests: an inner unit that fails is undone alone, and the outer one still commits', async () => {
    await services.transaction(async (s) => {
      await s.subscribers.create({ email: 'outer-kept@example.org', name: null, veteranBranch: null });
      await expect(
        s.transaction(async (inner) => {
          await inner.partners.create({
            name: 'Inner undone',
            contentType: 'banner',
            description: null,
            website: null,
            scheduledDate: null,
          });
          throw new AppError('CONFLICT', 'inner failure');
        }),
      ).rejects.toThrow('inner failure');
    });
    expect(await subscriberNamed('outer-kept@example.org')).toHaveLength(1);
    expect(await partnerNamed('Inner undone')).toEqual([]);
  });

  it('keeps the unit usable when a write inside it hits a unique index and retries', async () => {
    const first = await services.articles.create(articleInput('Same Headline In A Unit'));
    const second = await services.transaction(async (s) => {
      const article = await s.articles.create(articleInput('Same Headline In A Unit'));
      await s.subscribers.create({ email: 'after-slug-retry@example.org', name: null, veteranBranch: null });
      return article;
    });
    expect(first.slug).toBe('same-headline-in-a-unit');
    expect(second.slug).toBe('same-headline-in-a-unit-2');
    expect(await t.db.select({ id: articles.id }).from(articles).where(eq(articles.id, second.id))).toHaveLength(1);
    expect(await subscriberNamed('after-slug-retry@example.org')).toHaveLength(1);
  });
});

async function createSubscriberOutside(email: string) {
  await services.subscribers.create({ email, name: null, veteranBranch: null });
}

function articleInput(headline: string) {
  return {
    headline,
    content: '<p>Body.</p>',
    section: 'top_story' as const,
    sourceLink: null,
    videoUrl: null,
    slug: null,
    summary: null,
    generatedByAI: false,
  };
}

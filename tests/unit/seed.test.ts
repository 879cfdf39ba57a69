import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { partnerTypes } from '../../src/shared/enums';
import { defaultHubPodcast, hubPodcasts, hubTitles, podcastForHub } from '../../src/shared/hubs';
import { newsletterSectionOrder } from '../../src/shared/newsletterContent';
import { slugify } from '../../src/shared/text';
import { categorySeeds } from '../../src/server/db/seed/categories';
import { hubContent } from '../../src/server/db/seed/hubs';
import { regionSeeds } from '../../src/server/db/seed/regions';
import { articleSeeds } from '../../src/server/db/seed/demo/articles';
import { newsletterSeeds } from '../../src/server/db/seed/demo/newsletters';
import { subscriberSeeds } from '../../src/server/db/seed/demo/subscribers';
import { ratingFromReviews, vendorSeeds } from '../../src/server/db/seed/demo/vendors';

const publicDir = path.resolve(__dirname, '../../public');
const seconds = (duration: string) => {
  const [m, s] = duration.split(':').map(Number);
  return m * 60 + s;
};

describe('hub podcasts', () => {
  it('has an episode for every hub title and falls back to the disability claims episode', () => {
    expect(Object.keys(hubPodcasts).sort()).toEqual([...hubTitles].sort());
    expect(podcastForHub('Education Benefits (GI Bill)')).toBe(hubPodcasts['Education Benefits (GI Bill)']);
    expect(podcastForHub('Something Else')).toBe(defaultHubPodcast);
    expect(defaultHubPodcast.title).toMatch(/disability claim/i);
  });

  it('points at real, small audio files whose stated duration matches their length', () => {
    const episodes = [...Object.values(hubPodcasts), defaultHubPodcast];
    let total = 0;
    for (const episode of episodes) {
      expect(episode.duration).toMatch(/^\d+:[0-5]\d$/);
      expect(episode.participants.length).toBeGreaterThan(0);
      const file = path.join(publicDir, episode.audioUrl);
      expect(existsSync(file), episode.audioUrl).toBe(true);
      const { size } = statSync(file);
      total += size;
      // constant 16 kbit/s MP3: 2,000 bytes per second
      expect(Math.abs(size / 2000 - seconds(episode.duration)), episode.audioUrl).toBeLessThanOrEqual(1.5);
    }
    expect(total).toBeLessThan(620_000);
  });
});

describe('reference seeds', () => {
  it('gives every hub title its content', () => {
    expect(Object.keys(hubContent).sort()).toEqual([...hubTitles].sort());
    for (const title of hubTitles) {
      const hub = hubContent[title];
      expect(hub.resources.length, title).toBeGreaterThanOrEqual(4);
      expect(hub.resources.length, title).toBeLessThanOrEqual(6);
      expect(hub.tools.length, title).toBeGreaterThanOrEqual(3);
      expect(hub.tools.length, title).toBeLessThanOrEqual(4);
      expect(hub.actionSteps.length, title).toBeGreaterThanOrEqual(4);
      expect(hub.actionSteps.length, title).toBeLessThanOrEqual(6);
      for (const resource of hub.resources) expect(resource.split(' — ').length, resource).toBe(3);
    }
  });

  it('names one category per partner type by its exact slug, and links every hub', () => {
    const slugs = categorySeeds.map((c) => c.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const type of partnerTypes) expect(slugs).toContain(type);
    expect(new Set(categorySeeds.map((c) => c.hub))).toEqual(new Set(hubTitles));
  });

  it('lists 52 states and territories with their codes plus the nationwide region', () => {
    expect(regionSeeds).toHaveLength(53);
    expect(new Set(regionSeeds.map((r) => r.name)).size).toBe(53);
    expect(regionSeeds.filter((r) => r.stateProvince === null)).toHaveLength(1);
    for (const r of regionSeeds.filter((r) => r.stateProvince)) expect(r.stateProvince).toMatch(/^[A-Z]{2}$/);
  });
});

describe('demo seeds', () => {
  it('gives articles unique keys and slugs and 3 to 6 paragraphs', () => {
    expect(new Set(articleSeeds.map((a) => a.key)).size).toBe(articleSeeds.length);
    expect(new Set(articleSeeds.map((a) => slugify(a.headline))).size).toBe(articleSeeds.length);
    for (const a of articleSeeds) {
      expect(a.paragraphs.length, a.key).toBeGreaterThanOrEqual(3);
      expect(a.paragraphs.length, a.key).toBeLessThanOrEqual(6);
      expect(a.hoursAgo, a.key).toBeLessThanOrEqual(21 * 24);
    }
  });

  it('fills newsletter sections with articles of that section, within the caps', () => {
    const sectionOf = new Map(articleSeeds.map((a) => [a.key, a.section]));
    for (const n of newsletterSeeds) {
      for (const { key, section, cap } of newsletterSectionOrder) {
        const value = n.content[key];
        const keys = Array.isArray(value) ? value : value ? [value] : [];
        expect(keys.length, `${n.title} ${key}`).toBeLessThanOrEqual(cap);
        for (const k of keys) expect(sectionOf.get(k), `${n.title} ${k}`).toBe(section);
      }
    }
  });

  it('uses unique example-domain emails for forty subscribers', () => {
    expect(subscriberSeeds).toHaveLength(40);
    expect(new Set(subscriberSeeds.map((s) => s.email)).size).toBe(40);
  });

  it('derives vendor ratings in hundredths from the reviews', () => {
    expect(ratingFromReviews([])).toBe(0);
    const review = (rating: number) => ({ veteranName: 'A', rating, title: 't', comment: 'c', daysAgo: 1 });
    expect(ratingFromReviews([review(5), review(4), review(5)])).toBe(467);
    expect(ratingFromReviews([review(4), review(5)])).toBe(450);
    expect(vendorSeeds).toHaveLength(16);
    for (const v of vendorSeeds) {
      expect(v.offers.length, v.companyName).toBeGreaterThanOrEqual(1);
      expect(v.offers.length, v.companyName).toBeLessThanOrEqual(4);
      expect(v.reviews.length, v.companyName).toBeGreaterThanOrEqual(2);
      expect(v.reviews.length, v.companyName).toBeLessThanOrEqual(4);
    }
  });
});

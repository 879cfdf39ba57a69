import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';
import { expectAdminOnly } from '../support/authz';
import { siteContent } from '../../src/server/db/schema';
import { siteContentDefaults } from '../../src/shared/siteContentDefaults';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  // start from an install without the row, whatever the seed does
  await t.db.delete(siteContent);
});
afterAll(() => t.close());

const valid = {
  heroTitle: 'Muster',
  heroSubtitle: 'News for those who served',
  ctaText: 'Get the Daily Brief',
  bannerImageUrl: 'https://cdn.example/banner.jpg',
  aboutHtml: '<p>About us</p>',
};

describe('site content', () => {
  it('answers the stored defaults with id null before any row exists, to anyone', async () => {
    const res = await t.request('GET', '/api/site-content');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ id: null, ...siteContentDefaults, bannerImageUrl: null, createdAt: null, updatedAt: null });
  });

  it('is admin only to change, and a refused change changes nothing', async () => {
    await expectAdminOnly(t, 'PUT', '/api/site-content', { ...valid, heroTitle: 'Hijacked' });
    expect((await t.request('GET', '/api/site-content')).json.heroTitle).toBe(siteContentDefaults.heroTitle);
  });

  it('creates the row on the first save and updates that same row afterwards', async () => {
    const first = await t.request('PUT', '/api/site-content', {
      cookie: admin,
      body: { ...valid, heroTitle: '  Muster Daily  ', bannerImageUrl: '' },
    });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({
      id: expect.any(String),
      heroTitle: 'Muster Daily',
      heroSubtitle: valid.heroSubtitle,
      ctaText: valid.ctaText,
      bannerImageUrl: null,
      aboutHtml: valid.aboutHtml,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const second = await t.request('PUT', '/api/site-content', { cookie: admin, body: valid });
    expect(second.json).toMatchObject({ id: first.json.id, bannerImageUrl: valid.bannerImageUrl, heroTitle: 'Muster' });
    expect(await t.db.select().from(siteContent)).toHaveLength(1);
    const publicRead = await t.request('GET', '/api/site-content');
    expect(publicRead.json).toEqual(second.json);
  });

  it('sanitizes the about HTML on write', async () => {
    const res = await t.request('PUT', '/api/site-content', {
      cookie: admin,
      body: {
        ...valid,
        aboutHtml: '<p>Hello <img src=x onerror=alert(1)></p><script>alert(2)</script><a href="https://va.gov">VA</a>',
      },
    });
    expect(res.status).toBe(200);
    // an <img> whose src cannot show an image goes with its tag, not left as a broken image
    expect(res.json.aboutHtml).toBe('<p>Hello </p><a href="https://va.gov">VA</a>');
    expect((await t.request('GET', '/api/site-content')).json.aboutHtml).not.toMatch(/onerror|script/);
  });

  it('keeps images that can show and drops every <img> with an unusable src', async () => {
    const kept = [
      '<img src="https://cdn.example.org/flag.png" alt="Flag">',
      '<img src="/uploads/team.jpg" alt="Team">',
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="Dot">',
    ];
    const dropped = [
      '<img src="javascript:alert(1)">',
      '<img src="data:text/html;base64,PHNjcmlwdD4=">',
      '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
      '<img src="">',
      '<img>',
      '<img src="images/banner.png">',
      '<img src="//evil.example/x.png">',
      '<img src="  ">',
    ];
    const res = await t.request('PUT', '/api/site-content', {
      cookie: admin,
      body: { ...valid, aboutHtml: `<p>${[...kept, ...dropped].join('')}</p>` },
    });
    expect(res.status).toBe(200);
    expect(res.json.aboutHtml).toBe(`<p>${kept.join('')}</p>`);
  });

  it('gives a clear message for each bad field and keeps what was stored', async () => {
    const before = (await t.request('GET', '/api/site-content')).json;
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, heroTitle: '  ' }, 'Hero title is required.'],
      [{ ...valid, heroTitle: undefined }, 'Hero title is required.'],
      [{ ...valid, heroSubtitle: '' }, 'Hero subtitle is required.'],
      [{ ...valid, ctaText: ' ' }, 'Call-to-action text is required.'],
      [{ ...valid, bannerImageUrl: 'banner.jpg' }, 'Banner image URL must be a valid http(s) URL.'],
      [{ ...valid, aboutHtml: undefined }, 'About section is required.'],
      [{ ...valid, aboutHtml: '<script>alert(1)</script>' }, 'About section is required.'],
      [{ ...valid, aboutHtml: `<p>${'x'.repeat(20_000)}</p>` }, 'About section must be at most 20,000 characters.'],
    ];
    for (const [body, message] of cases) {
      const res = await t.request('PUT', '/api/site-content', { cookie: admin, body });
      expect(res.status, message).toBe(400);
      expect(res.json).toMatchObject({ error: message, code: 'BAD_REQUEST' });
    }
    const noBody = await t.request('PUT', '/api/site-content', { cookie: admin });
    expect(noBody.json).toMatchObject({ error: 'Hero title is required.', code: 'BAD_REQUEST' });
    expect((await t.request('GET', '/api/site-content')).json).toEqual(before);
  });

  it('serves the same procedures to the typed tRPC caller', async () => {
    const caller = t.caller(await t.adminUser());
    const saved = await caller.siteContent.update({ ...valid, ctaText: 'Join Muster' });
    expect(saved.ctaText).toBe('Join Muster');
    expect((await t.caller(null).siteContent.get()).ctaText).toBe('Join Muster');
    await expect(t.caller(null).siteContent.update(valid)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const reader = t.caller({ id: '00000000-0000-4000-8000-000000000000', username: 'reader', isAdmin: false });
    await expect(reader.siteContent.update(valid)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

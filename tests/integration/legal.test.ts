import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';
import { expectAdminOnly } from '../support/authz';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ smtp: { from: 'Muster <privacy@muster.example>' } });
  admin = await t.login();
});
afterAll(() => t.close());

describe('Privacy Policy and Terms', () => {
  it('answers real default text that says what the product does', async () => {
    const res = await t.request('GET', '/api/legal/privacy');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ slug: 'privacy', title: 'Privacy Policy', isDefault: true, updatedBy: null });
    for (const fact of [
      'one-click unsubscribe',
      'opened',
      'clicked',
      'turn off',
      'kept for 30 days',
      'flagged',
      'sent to that provider',
      'session cookie',
      'privacy@muster.example',
    ]) {
      expect(res.json.html).toContain(fact);
    }
    const terms = await t.request('GET', '/api/legal/terms');
    expect(terms.json).toMatchObject({ title: 'Terms of Service', isDefault: true });
    expect((await t.request('GET', '/api/legal/cookies')).status).toBe(400);
  });

  it('only an admin edits it; the edit is sanitized and shown to everyone; empty restores the default', async () => {
    await expectAdminOnly(t, 'PUT', '/api/legal/privacy', { html: '<p>Hijacked</p>' });
    const saved = await t.request('PUT', '/api/legal/privacy', {
      cookie: admin,
      body: { html: '<p>We keep little.</p><script>alert(1)</script>' },
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ html: '<p>We keep little.</p>', isDefault: false, updatedBy: 'admin' });
    expect((await t.request('GET', '/api/legal/privacy')).json.html).toBe('<p>We keep little.</p>');
    const restored = await t.request('PUT', '/api/legal/privacy', { cookie: admin, body: { html: '' } });
    expect(restored.json).toMatchObject({ isDefault: true });
    expect(restored.json.html).toContain('kept for 30 days');
  });
});

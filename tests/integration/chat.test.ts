import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';
import { captureLogs } from '../support/logCapture';
import { createOffer, createVendor, ensureCategory } from '../factories/marketplace';
import { CRISIS_LINE } from '../../src/server/services/chat/rules';
import { SECOND_LOOK_SYSTEM } from '../../src/server/services/chat/secondLook';

const HOMELESS_LINE = 'Call the National Call Center for Homeless Veterans at 877-424-3838, available 24/7.';

let t: TestApp;
const v: Record<string, Awaited<ReturnType<typeof createVendor>>> = {};

beforeAll(async () => {
  t = await createTestApp();
  // the reference data may already hold these categories; the test does not depend on it
  const mortgage = await ensureCategory({ slug: 'mortgage-services', name: 'Mortgage Services' }, t.db);
  const legal = await ensureCategory({ slug: 'legal-services', name: 'Legal Services' }, t.db);
  const housingVendor = async (overrides: Parameters<typeof createVendor>[0]) => {
    const vendor = await createVendor(overrides, t.db);
    await createOffer({ vendorId: vendor.id, categoryId: mortgage.id }, t.db);
    return vendor;
  };
  v.homeFirst = await housingVendor({ companyName: 'Home First Lending', rating: 450 });
  v.homeSecond = await housingVendor({ companyName: 'Second Home Loans', rating: 400 });
  v.homeThird = await housingVendor({ companyName: 'Third Roof Co', rating: 100 });
  v.homePending = await housingVendor({ companyName: 'Pending Roof', verificationStatus: 'pending', rating: 500 });
  v.homeRejected = await housingVendor({ companyName: 'Rejected Roof', verificationStatus: 'rejected', rating: 500 });
  v.homeInactive = await housingVendor({ companyName: 'Inactive Roof', isActive: false, rating: 500 });
  v.lawyer = await createVendor({ companyName: 'Benefits Law Group', rating: 480 }, t.db);
  await createOffer({ vendorId: v.lawyer.id, categoryId: legal.id }, t.db);
});
afterAll(() => t.close());

const send = (body: unknown) => t.request('POST', '/api/chat/message', { body });

describe('guidance chat without a model', () => {
  it('answers a crisis with the crisis line, emergency urgency, no providers and no lead', async () => {
    const res = await send({
      sessionId: 's-1',
      message: 'I lost my house and I want to kill myself',
      veteranInfo: { name: 'Sam Hill', email: 'sam@example.org' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      crisisFlag: true,
      urgencyLevel: 'emergency',
      vendorSuggestions: [],
      shouldCreateLead: false,
    });
    expect(res.json.response).toContain(CRISIS_LINE);
    expect(res.json.response).toContain('988');
    expect(res.json.response).toContain('838255');
    expect(res.json.routingSuggestion).toContain('988');
  });

  it('routes urgent housing to the homeless veterans line and suggests the top 3 listed providers', async () => {
    const res = await send({ sessionId: 's-2', message: 'I got an eviction notice and I will be homeless next week' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      intent: 'housing',
      urgencyLevel: 'urgent',
      crisisFlag: false,
      routingSuggestion: HOMELESS_LINE,
      shouldCreateLead: false,
    });
    expect(res.json.vendorSuggestions.map((s: { vendor: { id: string } }) => s.vendor.id)).toEqual([
      v.homeFirst.id,
      v.homeSecond.id,
      v.homeThird.id,
    ]);
    expect(res.json.vendorSuggestions[0]).toEqual({
      vendor: expect.objectContaining({ companyName: 'Home First Lending', verificationStatus: 'verified' }),
      matchReason: 'Verified provider of Mortgage Services (rated 4.5 from 10 reviews)',
    });
    expect(res.json.vendorSuggestions[0].vendor).not.toHaveProperty('isActive');
    expect(res.json.response).toContain(HOMELESS_LINE);
    expect(res.json.response).toContain('Home First Lending, Second Home Loans and Third Roof Co');
  });

  it('reads the details, merges them with what the widget had, and asks for a lead', async () => {
    const res = await send({
      sessionId: 's-3',
      message: 'I need help with my disability claim appeal. I was in the Air Force and live in Austin, TX.',
      veteranInfo: { name: 'Sam Hill', email: 'Sam@Example.org', branch: 'navy', phone: '' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      intent: 'va_benefits',
      urgencyLevel: 'standard',
      shouldCreateLead: true,
      extractedInfo: {
        name: 'Sam Hill',
        email: 'sam@example.org',
        phone: null,
        branch: 'air_force',
        location: 'Austin, TX',
      },
    });
    // no benefits category here, so VA benefits falls back to legal services
    expect(res.json.vendorSuggestions.map((s: { vendor: { companyName: string } }) => s.vendor.companyName)).toEqual([
      'Benefits Law Group',
    ]);
  });

  // "hi", "hey" and "good evening" were answered with the crisis line until rounds 63 and 64
  it.each(['hello', 'hi', 'hey', 'good evening', 'anyone there?'])(
    'answers the greeting %j as a general inquiry with no providers',
    async (message) => {
      const res = await send({ sessionId: `s-4-${message}`, message });
      expect(res.json).toMatchObject({
        intent: 'general_inquiry',
        urgencyLevel: 'standard',
        vendorSuggestions: [],
        crisisFlag: false,
        shouldCreateLead: false,
        extractedInfo: { name: null, email: null, phone: null, branch: null, location: null },
      });
      expect(res.json.response.length).toBeGreaterThan(20);
    },
  );

  // the crisis line until round 69: "ready to be done" was read as hopelessness whatever followed
  it('answers a veteran fed up with a claim about the claim, and one ready to be done with it all with the crisis line', async () => {
    const claim = await send({ sessionId: 's-5-claim', message: 'im ready to be done with this whole claims process' });
    expect(claim.json).toMatchObject({ crisisFlag: false });
    expect(claim.json.response).not.toContain('988');
    const crisis = await send({ sessionId: 's-5-all', message: 'im ready to be done with it all' });
    expect(crisis.json).toMatchObject({ crisisFlag: true, urgencyLevel: 'emergency' });
    expect(crisis.json.response).toContain('988');
  });

  it.each([
    [{ sessionId: 's', message: '   ' }, 'message', 'Please type a message.'],
    [{ sessionId: 's' }, 'message', 'Please type a message.'],
    [{ sessionId: 's', message: 'x'.repeat(4001) }, 'message', 'Please keep your message under 4,000 characters.'],
    [{ sessionId: '', message: 'hi' }, 'sessionId', 'sessionId must be 1 to 100 characters.'],
    [{ sessionId: 'x'.repeat(101), message: 'hi' }, 'sessionId', 'sessionId must be 1 to 100 characters.'],
    [{ message: 'hi' }, 'sessionId', 'sessionId must be 1 to 100 characters.'],
  ])('refuses %j with 400', async (body, field, message) => {
    const res = await send(body);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: message, code: 'BAD_REQUEST', field });
  });

  it('accepts a message of exactly 4,000 characters', async () => {
    expect((await send({ sessionId: 's', message: 'a'.repeat(4000) })).status).toBe(200);
  });

  it('serves the same procedure to the typed tRPC caller', async () => {
    const reply = await t.caller(null).chat.message({ sessionId: 'trpc', message: 'There is no food in my house' });
    expect(reply).toMatchObject({ urgencyLevel: 'emergency', crisisFlag: false });
    expect(reply.response).toContain('211');
  });
});

describe('guidance chat with a model configured', () => {
  const endpoint = 'http://model.test/v1/chat/completions';
  let modelAnswer: () => Response;
  const calls: unknown[] = [];
  const server = setupServer(
    http.post(endpoint, async ({ request }) => {
      const body = (await request.json()) as { messages: { content: string }[] };
      // the crisis second look has its own tests (chatSecondLook.test.ts); here it sees nothing
      if (body.messages[0].content === SECOND_LOOK_SYSTEM) {
        return completion(JSON.stringify({ crisis: false, urgencyLevel: 'planning', about: 'none' }));
      }
      calls.push(body);
      return modelAnswer();
    }),
  );
  const completion = (content: string) =>
    HttpResponse.json({
      id: 'cmpl-1',
      object: 'chat.completion',
      created: 1,
      model: 'test-model',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    });
  let m: TestApp;

  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    m = await createTestApp({
      openai: { apiKey: 'test-key', baseURL: 'http://model.test/v1', model: 'test-model', configured: true },
    });
    const career = await ensureCategory({ slug: 'career-services', name: 'Career Services' }, m.db);
    const vendor = await createVendor({ companyName: 'Vet Careers' }, m.db);
    await createOffer({ vendorId: vendor.id, categoryId: career.id }, m.db);
  });
  afterEach(() => {
    calls.length = 0;
  });
  afterAll(async () => {
    server.close();
    await m.close();
  });
  // a conversation each: one that showed a crisis stays a crisis
  let asked = 0;
  const ask = (message: string) => m.request('POST', '/api/chat/message', { body: { sessionId: `model-${++asked}`, message } });

  it('uses the model wording and refined intent but never lowers urgency, and keeps the next step', async () => {
    modelAnswer = () =>
      completion(
        JSON.stringify({
          response: 'Losing a job is hard. <b>Here is help.</b>',
          intent: 'employment',
          urgencyLevel: 'planning',
          crisis: false,
        }),
      );
    const res = await ask('I lost my job last week. Reach me at jo@example.org or 555-201-3344.');
    expect(res.status).toBe(200);
    expect(calls).toHaveLength(1);
    const sent = JSON.stringify(calls[0]);
    expect(sent).not.toContain('jo@example.org');
    expect(sent).not.toContain('555-201-3344');
    expect(sent).toContain('Reach me at [email] or [phone].');
    expect(res.json).toMatchObject({ intent: 'employment', urgencyLevel: 'urgent', crisisFlag: false });
    expect(res.json.response).toMatch(/^Losing a job is hard\. Here is help\. Next step: Contact your local American Job Center/);
    expect(res.json.vendorSuggestions.map((s: { vendor: { companyName: string } }) => s.vendor.companyName)).toEqual(['Vet Careers']);
  });

  it('lets the model raise a crisis, and then answers with the crisis line, not the model text', async () => {
    modelAnswer = () => completion(JSON.stringify({ response: 'Model text', intent: 'general_inquiry', crisis: true }));
    const res = await ask('Everything feels pointless lately');
    expect(res.json).toMatchObject({
      crisisFlag: true,
      urgencyLevel: 'emergency',
      vendorSuggestions: [],
      shouldCreateLead: false,
    });
    expect(res.json.response).toContain(CRISIS_LINE);
    expect(res.json.response).not.toContain('Model text');
  });

  it('does not wait on the model for a crisis the rules found', async () => {
    modelAnswer = () => completion(JSON.stringify({ response: 'should not be used' }));
    const res = await ask('I want to end my life');
    expect(calls).toHaveLength(0);
    expect(res.json.crisisFlag).toBe(true);
    expect(res.json.response).toContain(CRISIS_LINE);
  });

  it('falls back to the rules reply, with a warning, when the model answers nonsense', async () => {
    const log = captureLogs('warn');
    try {
      modelAnswer = () => completion('this is not json');
      const res = await ask('How do I use my GI Bill for college?');
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ intent: 'education', crisisFlag: false });
      expect(res.json.response).toContain('888-442-4551');
      expect(log.lines).toHaveLength(1);
      expect(log.lines[0]).toMatchObject({ level: 'warn', msg: expect.stringContaining('chat model unavailable') });
    } finally {
      log.restore();
    }
  });
});

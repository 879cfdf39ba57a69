import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CRISIS_LINE } from '../../src/server/services/chat/rules';
import { SAFE_REPLY } from '../../src/server/services/chat/safeReply';
import { SECOND_LOOK_SYSTEM, SECOND_LOOK_TIMEOUT_MS } from '../../src/server/services/chat/secondLook';
import { createTestApp, type TestApp } from '../support/testApp';

const endpoint = 'http://model.test/v1/chat/completions';
const completion = (content: string) =>
  HttpResponse.json({
    id: 'cmpl-1',
    object: 'chat.completion',
    created: 1,
    model: 'test-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  });

/** What the model answers to the second look and to the reply request, per test. */
let look: () => Promise<Response> | Response;
let reply: () => Response;
const looksAsked: string[] = [];
const server = setupServer(
  http.post(endpoint, async ({ request }) => {
    const body = (await request.json()) as { messages: { content: string }[] };
    if (body.messages[0].content === SECOND_LOOK_SYSTEM) {
      looksAsked.push(body.messages[1].content);
      return look();
    }
    return reply();
  }),
);
const plainReply = () => completion(JSON.stringify({ response: 'Here is what I found for you.', intent: 'general_inquiry' }));

let t: TestApp;
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  t = await createTestApp({
    openai: { apiKey: 'test-key', baseURL: 'http://model.test/v1', model: 'test-model', configured: true },
  });
});
afterEach(() => {
  looksAsked.length = 0;
});
afterAll(async () => {
  server.close();
  await t.close();
});

// a conversation stays in crisis once flagged, so each message opens its own conversation
let conversations = 0;
const ask = (message: string) => t.request('POST', '/api/chat/message', { body: { sessionId: `look-${++conversations}`, message } });

describe("the model's second look at messages the rules did not flag", () => {
  it('can set the crisis flag: the answer is then the crisis line, not the model text', async () => {
    look = () => completion(JSON.stringify({ crisis: true, urgencyLevel: 'emergency', about: 'self' }));
    reply = plainReply;
    const res = await ask('Sorted out who gets the boat. Thanks for all your help over the years, call me ted@example.org');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ crisisFlag: true, urgencyLevel: 'emergency', vendorSuggestions: [], shouldCreateLead: false });
    expect(res.json.response).toContain(CRISIS_LINE);
    expect(res.json.response).not.toContain('Here is what I found');
    // contact details do not leave the server for the second look either
    expect(looksAsked[0]).not.toContain('ted@example.org');
  });

  it('can raise the urgency', async () => {
    look = () => completion(JSON.stringify({ crisis: false, urgencyLevel: 'urgent', about: 'none' }));
    reply = plainReply;
    const res = await ask('How do I use my GI Bill?');
    expect(res.json).toMatchObject({ crisisFlag: false, urgencyLevel: 'urgent' });
  });

  it('never lowers the urgency or clears a crisis the reply request raised', async () => {
    look = () => completion(JSON.stringify({ crisis: false, urgencyLevel: 'planning', about: 'none' }));
    reply = plainReply;
    const urgent = await ask('I got an eviction notice and I will be homeless next week');
    expect(urgent.json).toMatchObject({ crisisFlag: false, urgencyLevel: 'urgent' });

    reply = () => completion(JSON.stringify({ response: 'Model text', crisis: true }));
    const crisis = await ask('Everything feels pointless lately');
    expect(crisis.json).toMatchObject({ crisisFlag: true, urgencyLevel: 'emergency' });
  });

  it('is not asked about a crisis the rules found: the crisis line goes out at once', async () => {
    look = () => completion(JSON.stringify({ crisis: false, urgencyLevel: 'planning', about: 'none' }));
    reply = plainReply;
    const res = await ask('got the rope today');
    expect(looksAsked).toHaveLength(0);
    expect(res.json).toMatchObject({ crisisFlag: true, urgencyLevel: 'emergency' });
  });

  it.each([
    ['not JSON', () => completion('crisis: maybe')],
    ['a wrong value', () => completion(JSON.stringify({ crisis: 'yes', urgencyLevel: 'emergency', about: 'self' }))],
    ['an extra key', () => completion(JSON.stringify({ crisis: true, urgencyLevel: 'emergency', about: 'self', note: 'x' }))],
    ['a server error', () => new HttpResponse(null, { status: 500 })],
  ])('leaves the rules verdict when it answers %s', async (_, answer) => {
    look = answer;
    reply = plainReply;
    const res = await ask('How do I use my GI Bill?');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ crisisFlag: false, urgencyLevel: 'standard' });
  });

  it('leaves the rules verdict when it does not answer in time', async () => {
    look = async () => {
      await delay(SECOND_LOOK_TIMEOUT_MS + 2_000);
      return completion(JSON.stringify({ crisis: true, urgencyLevel: 'emergency', about: 'self' }));
    };
    reply = plainReply;
    const started = Date.now();
    const res = await ask('How do I use my GI Bill?');
    expect(Date.now() - started).toBeLessThan(SECOND_LOOK_TIMEOUT_MS + 1_500);
    expect(res.json).toMatchObject({ crisisFlag: false, urgencyLevel: 'standard' });
  });
});

describe("the model's reply passes a safe-messaging filter", () => {
  it('removes method and amount information and points to the crisis line', async () => {
    look = () => completion(JSON.stringify({ crisis: false, urgencyLevel: 'standard', about: 'none' }));
    reply = () =>
      completion(JSON.stringify({ response: 'Good question. A lethal amount of acetaminophen is about 10 grams for an adult.' }));
    const res = await ask('what is the max tylenol per day for my back');
    expect(res.status).toBe(200);
    expect(res.json.response).not.toMatch(/10 grams|lethal/);
    expect(res.json.response).toContain(SAFE_REPLY);
  });

  it('lets an ordinary reply through unchanged', async () => {
    look = () => completion(JSON.stringify({ crisis: false, urgencyLevel: 'standard', about: 'none' }));
    reply = () => completion(JSON.stringify({ response: 'You can use the GI Bill for up to 36 months of school.' }));
    const res = await ask('How do I use my GI Bill?');
    expect(res.json.response).toMatch(/^You can use the GI Bill for up to 36 months of school\./);
  });
});

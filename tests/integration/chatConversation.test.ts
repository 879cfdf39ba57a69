import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';
import { conversations, leads } from '../../src/server/db/schema';
import { CRISIS_LINE, CRISIS_REPLY } from '../../src/server/services/chat/rules';
import { conversationWritesSettled } from '../../src/server/services/chat/conversationStore';
import { buildChatLead, emptyCollectedInfo } from '../../src/shared/chatWidget';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await conversationWritesSettled();
  await t.close();
});

const send = (sessionId: string, message: string, veteranInfo?: object) =>
  t.request('POST', '/api/chat/message', { body: { sessionId, message, veteranInfo } });
const sam = { name: 'Sam Hill', email: 'sam@example.org' };
const HOUSING = 'I got an eviction notice and need help finding a place to live';

describe('a crisis stays a crisis for the conversation', () => {
  it('keeps the crisis line, the flag and emergency urgency on every later reply, and still answers what is asked', async () => {
    const first = await send('conv-crisis', 'honestly I want to kill myself');
    expect(first.json).toMatchObject({ crisisFlag: true, response: CRISIS_REPLY });

    for (const message of [HOUSING, 'thanks, what about my GI Bill?']) {
      const later = await send('conv-crisis', message, sam);
      expect(later.status).toBe(200);
      expect(later.json).toMatchObject({ crisisFlag: true, urgencyLevel: 'emergency' });
      expect(later.json.response).toContain(CRISIS_LINE);
      // not the bare crisis reply: the question is answered too
      expect(later.json.response).not.toBe(CRISIS_REPLY);
    }
    // another conversation is not touched
    expect((await send('conv-other', HOUSING)).json).toMatchObject({ crisisFlag: false, urgencyLevel: 'urgent' });
  });

  it('files a lead captured after the crisis as high priority, marked crisis, linked to its conversation', async () => {
    await send('conv-lead', 'I have the pills lined up and I want to end my life');
    const later = await send('conv-lead', HOUSING, sam);
    expect(later.json.shouldCreateLead).toBe(true);
    // what the widget sends (it may say medium: the server decides from the conversation)
    const payload = { ...buildChatLead({ ...emptyCollectedInfo(), ...sam }, later.json, HOUSING, 'conv-lead'), priority: 'medium' };
    const lead = await t.request('POST', '/api/leads', { body: payload });
    expect(lead.status).toBe(201);
    await conversationWritesSettled();
    const [conversation] = await t.db.select().from(conversations).where(eq(conversations.sessionId, 'conv-lead'));
    expect(lead.json).toMatchObject({ priority: 'high', crisisFlag: true, conversationId: conversation.id, category: 'housing' });
    expect(conversation.crisisFlag).toBe(true);
  });

  it('leaves a lead of an ordinary conversation as sent, linked but not marked crisis', async () => {
    const reply = await send('conv-plain', HOUSING, sam);
    const lead = await t.request('POST', '/api/leads', {
      body: buildChatLead({ ...emptyCollectedInfo(), ...sam }, { ...reply.json, urgencyLevel: 'standard' }, HOUSING, 'conv-plain'),
    });
    expect(lead.json).toMatchObject({ priority: 'medium', crisisFlag: false, conversationId: expect.any(String) });
    const [row] = await t.db.select({ crisisFlag: leads.crisisFlag }).from(leads).where(eq(leads.id, lead.json.id));
    expect(row.crisisFlag).toBe(false);
  });

  it('knows a crisis another instance stored (the database is the shared memory), through tRPC', async () => {
    await t.db.insert(conversations).values({ sessionId: 'conv-elsewhere', crisisFlag: true, crisisAt: new Date() });
    const reply = await t.caller(null).chat.message({ sessionId: 'conv-elsewhere', message: 'how do I appeal my VA rating?' });
    expect(reply).toMatchObject({ crisisFlag: true, urgencyLevel: 'emergency', intent: 'va_benefits' });
    expect(reply.response).toContain(CRISIS_LINE);

    const first = await t.caller(null).chat.message({ sessionId: 'conv-trpc', message: 'I just want to die' });
    const second = await t.caller(null).chat.message({ sessionId: 'conv-trpc', message: 'hello' });
    expect([first.crisisFlag, second.crisisFlag]).toEqual([true, true]);
    expect(second.response).toContain(CRISIS_LINE);
  });
});

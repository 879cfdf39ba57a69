import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';
import { expectAdminOnly } from '../support/authz';
import { conversationMessages, conversations, leads } from '../../src/server/db/schema';
import { conversationWritesSettled, createConversationStore } from '../../src/server/services/chat/conversationStore';
import { CONVERSATION_RETENTION_QUEUE, conversationRetentionJob } from '../../src/server/jobs/conversationRetention';
import { jobDefinitions } from '../../src/server/jobs/registry';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  await chat('stored-plain', 'How do I appeal my disability rating? I was in the Army.');
  await chat('stored-crisis', 'I have been thinking about suicide');
  await chat('stored-crisis', 'can you help me with housing', { name: 'Dana Cole', email: 'dana@example.org' });
  await t.request('POST', '/api/leads', {
    body: { name: 'Dana Cole', email: 'dana@example.org', source: 'chat', sessionId: 'stored-crisis' },
  });
  await conversationWritesSettled();
});
afterAll(async () => {
  await conversationWritesSettled();
  await t.close();
});

function chat(sessionId: string, message: string, veteranInfo?: object) {
  return t.request('POST', '/api/chat/message', { body: { sessionId, message, veteranInfo } });
}

describe('stored conversations', () => {
  it('are admin only', async () => {
    await expectAdminOnly(t, 'GET', '/api/conversations');
    const [row] = await t.db.select({ id: conversations.id }).from(conversations).limit(1);
    await expectAdminOnly(t, 'GET', `/api/conversations/${row.id}`);
    await expect(t.caller(null).conversations.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('lists crisis conversations first, with what they are about, and filters to crisis only', async () => {
    // an ordinary conversation more recent than the crisis one still comes after it
    await chat('stored-later', 'hello there');
    await conversationWritesSettled();
    const res = await t.request('GET', '/api/conversations', { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe('3');
    expect(res.json.map((c: { sessionId: string }) => c.sessionId)).toEqual(['stored-crisis', 'stored-later', 'stored-plain']);
    expect(res.json[0]).toMatchObject({
      crisisFlag: true,
      crisisAt: expect.any(String),
      messageCount: 4,
      intent: 'housing',
      urgencyLevel: 'emergency',
      firstMessage: 'I have been thinking about suicide',
      extractedInfo: expect.objectContaining({ name: 'Dana Cole', email: 'dana@example.org' }),
    });
    expect(res.json[2]).toMatchObject({ crisisFlag: false, crisisAt: null, intent: 'va_benefits' });

    const crisisOnly = await t.request('GET', '/api/conversations?filter=crisis&limit=10', { cookie: admin });
    expect(crisisOnly.json.map((c: { sessionId: string }) => c.sessionId)).toEqual(['stored-crisis']);
    expect(crisisOnly.headers.get('x-total-count')).toBe('1');
    const bad = await t.request('GET', '/api/conversations?filter=urgent', { cookie: admin });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ code: 'BAD_REQUEST', error: 'filter must be all or crisis.' });
  });

  it('opens one with its messages in order, each with its flags, and the leads it produced', async () => {
    const [row] = await t.db.select({ id: conversations.id }).from(conversations).where(eq(conversations.sessionId, 'stored-crisis'));
    const res = await t.request('GET', `/api/conversations/${row.id}`, { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.json.messages.map((m: { role: string; crisisFlag: boolean }) => [m.role, m.crisisFlag])).toEqual([
      ['user', true],
      ['assistant', true],
      ['user', false],
      ['assistant', true],
    ]);
    expect(res.json.messages[1].content).toMatch(/988/);
    expect(res.json.messages[3].content).toMatch(/838255/);
    expect(res.json.leads).toEqual([expect.objectContaining({ veteranName: 'Dana Cole', crisisFlag: true, priority: 'high' })]);

    const viaTrpc = await t.caller(await t.adminUser()).conversations.get({ id: row.id });
    expect(viaTrpc.messages).toHaveLength(4);
    expect((await t.request('GET', '/api/conversations/00000000-0000-4000-8000-000000000000', { cookie: admin })).status).toBe(404);
    expect((await t.request('GET', '/api/conversations/not-an-id', { cookie: admin })).status).toBe(400);
  });

  it('keeps a conversation in the order it was said, however its background writes land', async () => {
    // twelve exchanges stored at once: on PostgreSQL their transactions take the conversation's
    // row in whatever order the pool gives them
    const store = createConversationStore(t.db);
    const noDetails = { name: null, email: null, phone: null, branch: null, location: null };
    for (let i = 0; i < 12; i++) {
      store.record({
        sessionId: 'stored-burst',
        message: `message ${i}`,
        response: `reply ${i}`,
        messageCrisis: i === 0,
        conversationCrisis: true,
        intent: i === 11 ? 'housing' : 'general_inquiry',
        urgencyLevel: 'emergency',
        extractedInfo: { ...noDetails, name: i === 11 ? 'Last Word' : `Name ${i}` },
      });
    }
    await conversationWritesSettled();
    const [row] = await t.db.select().from(conversations).where(eq(conversations.sessionId, 'stored-burst'));
    expect(row).toMatchObject({ intent: 'housing', messageCount: 24, extractedInfo: expect.objectContaining({ name: 'Last Word' }) });
    const res = await t.request('GET', `/api/conversations/${row.id}`, { cookie: admin });
    const said = res.json.messages.map((m: { content: string }) => m.content);
    expect(said).toEqual(Array.from({ length: 12 }, (_, i) => [`message ${i}`, `reply ${i}`]).flat());
    const list = await t.request('GET', '/api/conversations?filter=crisis', { cookie: admin });
    expect(list.json.find((c: { sessionId: string }) => c.sessionId === 'stored-burst')).toMatchObject({ firstMessage: 'message 0' });
  });

  it('takes its summary from what was said when a lead opened the conversation before its exchanges were stored', async () => {
    // the chat answers, the widget files the lead, and only then do the background writes land:
    // the lead's row is dated after the exchanges it is waiting for
    const lead = await t.request('POST', '/api/leads', {
      body: { name: 'Lee First', email: 'lee@example.org', sessionId: 'stored-lead-first' },
    });
    expect(lead.status).toBe(201);
    await t.db
      .update(conversations)
      .set({ lastMessageAt: sql`now() + interval '1 minute'` })
      .where(eq(conversations.sessionId, 'stored-lead-first'));
    const store = createConversationStore(t.db);
    for (const i of [0, 1]) {
      store.record({
        sessionId: 'stored-lead-first',
        message: `message ${i}`,
        response: `reply ${i}`,
        messageCrisis: false,
        conversationCrisis: false,
        intent: i === 1 ? 'housing' : 'general_inquiry',
        urgencyLevel: 'urgent',
        extractedInfo: { name: 'Lee First', email: null, phone: null, branch: null, location: null },
      });
    }
    await conversationWritesSettled();
    const [row] = await t.db.select().from(conversations).where(eq(conversations.sessionId, 'stored-lead-first'));
    expect(row).toMatchObject({ intent: 'housing', urgencyLevel: 'urgent', messageCount: 4 });
    expect(row.lastMessageAt.getTime()).toBeLessThan(Date.now() + 1000);
  });

  it('are deleted by the daily job once past CHAT_RETENTION_DAYS, with their messages; their leads stay', async () => {
    expect(jobDefinitions).toContain(conversationRetentionJob);
    expect(conversationRetentionJob.cron?.expression).toMatch(/^\d+ \d+ \* \* \*$/);
    await chat('stored-old', 'I need a job, reach me at old@example.org, I am Old Timer', { name: 'Old Timer' });
    await t.request('POST', '/api/leads', { body: { name: 'Old Timer', email: 'old@example.org', sessionId: 'stored-old' } });
    await conversationWritesSettled();
    const days = t.config.chat.retentionDays;
    await t.db
      .update(conversations)
      .set({ lastMessageAt: sql`now() - ${days}::int * interval '1 day' - interval '1 minute'` })
      .where(eq(conversations.sessionId, 'stored-old'));
    await t.db
      .update(conversations)
      .set({ lastMessageAt: sql`now() - ${days}::int * interval '1 day' + interval '1 hour'` })
      .where(eq(conversations.sessionId, 'stored-plain'));
    const [old] = await t.db.select({ id: conversations.id }).from(conversations).where(eq(conversations.sessionId, 'stored-old'));

    await t.runtime.jobs.work(t.runtime, [{ ...conversationRetentionJob, cron: undefined, workOptions: { pollingIntervalSeconds: 0.5 } }]);
    await t.runtime.jobs.send(CONVERSATION_RETENTION_QUEUE, {});
    const end = Date.now() + 15_000;
    while ((await t.db.select({ id: conversations.id }).from(conversations).where(eq(conversations.id, old.id))).length) {
      if (Date.now() > end) throw new Error('the retention job did not run');
      await new Promise((r) => setTimeout(r, 100));
    }
    const left = await t.db.select({ sessionId: conversations.sessionId }).from(conversations);
    expect(left.map((c) => c.sessionId).sort()).toEqual([
      'stored-burst',
      'stored-crisis',
      'stored-later',
      'stored-lead-first',
      'stored-plain',
    ]);
    expect(await t.db.select().from(conversationMessages).where(eq(conversationMessages.conversationId, old.id))).toEqual([]);
    const [lead] = await t.db.select({ conversationId: leads.conversationId }).from(leads).where(eq(leads.veteranName, 'Old Timer'));
    expect(lead).toEqual({ conversationId: null });
  });
});

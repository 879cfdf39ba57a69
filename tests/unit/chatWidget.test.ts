import { describe, expect, it } from 'vitest';
import {
  buildChatLead,
  buildExpertMailto,
  canSend,
  createSessionId,
  emptyCollectedInfo,
  mergeCollectedInfo,
  toastDurationFor,
} from '../../src/shared/chatWidget';

describe('createSessionId', () => {
  it('joins the time and a random value', () => {
    expect(createSessionId(1700000000000, () => 0.123456789)).toMatch(/^chat_1700000000000_[a-z0-9]{9}$/);
  });
  it('differs between loads', () => {
    expect(createSessionId()).not.toBe(createSessionId());
    expect(createSessionId().length).toBeLessThanOrEqual(100);
  });
});

describe('buildChatLead', () => {
  const info = {
    ...emptyCollectedInfo(),
    name: 'Sam Lee',
    email: 'sam@example.com',
    branch: 'army',
  };
  it('is high priority for urgent and emergency replies', () => {
    expect(buildChatLead(info, { intent: 'housing', urgencyLevel: 'urgent' }, 'help').priority).toBe('high');
    expect(buildChatLead(info, { intent: 'housing', urgencyLevel: 'emergency' }, 'help').priority).toBe('high');
  });
  it('is medium otherwise and carries the chat details', () => {
    const lead = buildChatLead(info, { intent: 'housing', urgencyLevel: 'standard' }, 'I need a home');
    expect(lead).toEqual({
      name: 'Sam Lee',
      email: 'sam@example.com',
      phone: null,
      source: 'chat',
      status: 'new',
      priority: 'medium',
      notes: 'I need a home',
      category: 'housing',
      veteranProfile: JSON.stringify(info),
    });
    expect(JSON.parse(lead.veteranProfile)).toEqual(info);
    expect(buildChatLead(info, { intent: 'legal', urgencyLevel: 'planning' }, 'x').priority).toBe('medium');
  });
});

describe('mergeCollectedInfo', () => {
  it('keeps known values and takes new ones', () => {
    const known = { ...emptyCollectedInfo(), name: 'Sam' };
    expect(
      mergeCollectedInfo(known, {
        name: null,
        email: 'a@b.co',
        branch: 'navy',
      }),
    ).toEqual({
      ...emptyCollectedInfo(),
      name: 'Sam',
      email: 'a@b.co',
      branch: 'navy',
    });
    expect(mergeCollectedInfo(known, null)).toEqual(known);
  });
});

describe('buildExpertMailto', () => {
  it('prefills subject and body with intent, branch, location and name', () => {
    const link = buildExpertMailto('help@x.org', 'va_benefits', {
      name: 'Sam',
      branch: 'army',
      location: 'Austin, TX',
    });
    const url = new URL(link);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('help@x.org');
    expect(url.searchParams.get('subject')).toBe('Veteran assistance request: va benefits');
    const body = url.searchParams.get('body')!;
    expect(body).toContain('Topic: va benefits');
    expect(body).toContain('Branch: army');
    expect(body).toContain('Location: Austin, TX');
    expect(body).toContain('Name: Sam');
  });
  it('says what is unknown', () => {
    const body = new URL(buildExpertMailto('h@x.org', null, emptyCollectedInfo())).searchParams.get('body')!;
    expect(body).toContain('Topic: general inquiry');
    expect(body).toContain('Name: Not provided');
  });
});

describe('toastDurationFor / canSend', () => {
  it('gives urgent toasts 5 s and others 3 s', () => {
    expect(toastDurationFor('emergency')).toBe(5000);
    expect(toastDurationFor('urgent')).toBe(5000);
    expect(toastDurationFor('standard')).toBe(3000);
    expect(toastDurationFor(null)).toBe(3000);
  });
  it('blocks blank messages and pending replies', () => {
    expect(canSend('  \n ', false)).toBe(false);
    expect(canSend('hi', true)).toBe(false);
    expect(canSend(' hi ', false)).toBe(true);
  });
});

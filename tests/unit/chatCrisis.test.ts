import { describe, expect, it } from 'vitest';
import { analyzeMessage, CRISIS_LINE, rulesReply } from '../../src/server/services/chat/rules';
import { loadCrisisGuards } from '../support/crisisSets';

const crisisPhrases = [
  // direct
  'I want to kill myself',
  'i am going to kill my self tonight',
  'KILL    MYSELF',
  'kill-my-self',
  'Im gonna kil myself',
  'thinking about killing myslef',
  'I have been feeling suicidal',
  'Suicide seems like the only answer',
  "I've been thinking about sucide",
  'having suicidal thoughts again',
  'im so sucidal',
  'thought about suiside',
  'suicde',
  'I want to end my life',
  'I want to end my own life',
  'i just want to end it all',
  'ending it all tonight',
  "I'm going to end it",
  'I want to die',
  'i wanna die',
  'I just want 2 die',
  'I wish I was dead',
  'I wish I had never been born',
  'Sometimes I wish I wasnt alive',
  "I don't want to live anymore",
  'I don’t want to live',
  'dont wanna be alive',
  'I do not want to wake up tomorrow',
  'There is no reason to live',
  'I have no reason for living',
  'Nothing left to live for',
  'life is not worth living',
  'My family would be better off without me',
  'I would be better off dead',
  'I keep thinking about hurting myself',
  'I hurt myself last night',
  'I have been cutting myself',
  'self harm',
  'Self-harm is all I think about',
  'selfharm',
  'I might overdose',
  'thinking of taking all my pills',
  'I could OD on my meds',
  'I want to take my own life',
  'thinking of taking my life',
  'I will not be here anymore',
  "I won't be around much longer",
  'I want to say goodbye to everyone',
  'Saying my goodbyes to my family',
  'I wrote a goodbye letter',
  'I put a gun to my head last night',
  'gun in my mouth',
  'I want to eat my gun',
  'thinking about putting a bullet in my head',
  "I can't go on like this",
  "I can't take it anymore",
  'I cant do this anymore',
  'there is no way out',
  "I'm a burden to my family",
  'I am about to join the 22',
  'want to jump off a bridge',
  'thinking about stepping in front of a train',
  'I am giving away my guns and my stuff',
  'sewer slide',
  'I want to unalive myself',
  'I am tired of living',
  'I want to hurt someone',
];

describe('crisis detection', () => {
  it.each(crisisPhrases)('flags %j as a crisis with emergency urgency', (phrase) => {
    const analysis = analyzeMessage(phrase);
    expect(analysis.crisisFlag).toBe(true);
    expect(analysis.urgencyLevel).toBe('emergency');
    expect(analysis.shouldCreateLead).toBe(false);
  });

  it('flags a crisis hidden in a longer message about something else', () => {
    const analysis = analyzeMessage(
      'My name is John Smith, john@example.org. I need help with my disability claim and honestly I want to end my life.',
    );
    expect(analysis.crisisFlag).toBe(true);
    expect(analysis.shouldCreateLead).toBe(false);
    expect(analysis.routingSuggestion).toContain('988');
  });

  it('answers a crisis with a caring first sentence and the crisis line itself', () => {
    for (const phrase of ['I want to kill myself', 'i dont want to be here anymore', 'better off dead']) {
      const reply = rulesReply(analyzeMessage(phrase), ['Some Provider']);
      expect(reply).toContain(CRISIS_LINE);
      expect(reply).toContain('988');
      expect(reply).toContain('press 1');
      expect(reply).toContain('838255');
      expect(reply.split('.')[0]).toMatch(/glad you told me/);
      expect(reply).not.toContain('Some Provider');
    }
  });

  it('keeps the crisis line text exact', () => {
    expect(CRISIS_LINE).toBe('Veterans Crisis Line: call 988 and press 1, text 838255, or chat online at VeteransCrisisLine.net.');
  });

  // the guard statements the classifier also trains on (tests/fixtures/crisis/guards.json)
  it.each(loadCrisisGuards())('does not flag an ordinary message: %j', (phrase) => {
    expect(analyzeMessage(phrase).crisisFlag).toBe(false);
  });
});

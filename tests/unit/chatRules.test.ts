import { describe, expect, it } from 'vitest';
import { analyzeMessage, applySecondOpinion, intentCategorySlugs, rulesReply } from '../../src/server/services/chat/rules';
import { editDistanceAtMostOne, normalizeForMatching } from '../../src/server/services/chat/normalize';
import { higherUrgency } from '../../src/server/services/chat/urgency';
import { prepareCrisisText } from '../../src/server/services/chat/crisis/text';

describe('normalizing text for matching', () => {
  it('lowers case, drops apostrophes and punctuation, collapses spaces and repeats', () => {
    expect(normalizeForMatching("  I DON'T   want... to—GO!!! ")).toBe('i dont want to go');
    expect(normalizeForMatching('soooo tired')).toBe('soo tired');
    expect(normalizeForMatching('I wanna go, ur call')).toBe('i want to go your call');
  });
  it('maps misspellings of safety words back, but not real neighbours', () => {
    expect(normalizeForMatching('myslef muself my self')).toBe('myself myself myself');
    expect(normalizeForMatching('homless evcted')).toBe('homeless evicted');
    expect(normalizeForMatching('overdone overdoes')).toBe('overdone overdoes');
  });
  it('keeps words that are also names of JavaScript object members', () => {
    expect(normalizeForMatching('the constructor said valueOf hasOwnProperty')).toBe('the constructor said valueof hasownproperty');
    expect(prepareCrisisText('the constructor left')).toBe('the constructor left');
  });
  it('measures one edit, including a swap of neighbours', () => {
    expect(editDistanceAtMostOne('myslef', 'myself')).toBe(true);
    expect(editDistanceAtMostOne('mysef', 'myself')).toBe(true);
    expect(editDistanceAtMostOne('myselfs', 'myself')).toBe(true);
    expect(editDistanceAtMostOne('mslef', 'myself')).toBe(false);
  });
});

describe('urgency', () => {
  it.each([
    ['I have no place to sleep tonight', 'shelter'],
    ['I have nowhere to stay', 'shelter'],
    ['I am being evicted today', 'shelter'],
    ['Today they are evicting us', 'shelter'],
    ['There is no food in the house for my kids', 'food'],
    ["I haven't eaten in 3 days", 'food'],
    ['My husband hits me and I am scared', 'domestic_violence'],
    ['this is domestic violence', 'domestic_violence'],
    ['I am afraid for my safety', 'domestic_violence'],
    ['I think this is a medical emergency', 'medical'],
    ['my buddy is having chest pain', 'medical'],
  ])('%j is an emergency (%s)', (message, reason) => {
    expect(analyzeMessage(message)).toMatchObject({
      urgencyLevel: 'emergency',
      urgencyReason: reason,
      crisisFlag: false,
    });
  });

  it.each([
    ['I got an eviction notice', 'housing_loss'],
    ['We are facing foreclosure', 'housing_loss'],
    ["I'm homeless", 'housing_loss'],
    ['I have been sleeping in my car', 'housing_loss'],
    ['I am behind on rent', 'housing_loss'],
    ['my power will be shut off', 'shutoff'],
    ['I got a shutoff notice from the water company', 'shutoff'],
    ['I got a final notice from the bank', 'shutoff'],
    ['I have a court date next week', 'legal_date'],
    ['There is a warrant out for me', 'legal_date'],
    ['The appeal deadline is coming', 'deadline'],
    ['the form is due in 3 days', 'deadline'],
    ['my claim response is due tomorrow', 'deadline'],
    ['I lost my job', 'job_loss'],
    ['I just got laid off', 'job_loss'],
  ])('%j is urgent (%s)', (message, reason) => {
    expect(analyzeMessage(message)).toMatchObject({ urgencyLevel: 'urgent', urgencyReason: reason });
  });

  it.each([
    'I am planning to buy a house',
    'I retire from the Navy in two years',
    'thinking about going back to school next year',
    'What should I do to prepare for the future?',
    'After I get out I want to use my GI Bill',
  ])('%j is planning', (message) => {
    expect(analyzeMessage(message).urgencyLevel).toBe('planning');
  });

  it.each(['How does the GI Bill work?', 'hello', 'I need a lawyer'])('%j is standard', (message) => {
    expect(analyzeMessage(message).urgencyLevel).toBe('standard');
  });

  it('puts emergency above urgent above planning', () => {
    expect(analyzeMessage('I am planning ahead but I lost my job').urgencyLevel).toBe('urgent');
    expect(analyzeMessage('I lost my job and have no food').urgencyLevel).toBe('emergency');
  });

  it('never lowers urgency when combining two opinions', () => {
    expect(higherUrgency('urgent', 'planning')).toBe('urgent');
    expect(higherUrgency('standard', 'emergency')).toBe('emergency');
    expect(higherUrgency('planning', 'standard')).toBe('standard');
  });
});

describe('intent', () => {
  it.each([
    ['How do I file a disability claim?', 'va_benefits'],
    ['My C&P exam is next week', 'va_benefits'],
    ['I want to appeal my rating', 'va_benefits'],
    ['Am I covered by the PACT Act for burn pits?', 'va_benefits'],
    ['What pension can I get?', 'va_benefits'],
    ['I need to see a doctor at the VA hospital', 'healthcare'],
    ['How do I enroll in VA health care?', 'healthcare'],
    ['I need a refill of my prescription', 'healthcare'],
    ['Can you help me with my resume?', 'employment'],
    ['I have a job interview', 'employment'],
    ['Which companies are hiring veterans?', 'employment'],
    ['How do I use my GI Bill?', 'education'],
    ['I want to go back to college for a degree', 'education'],
    ['Does VR&E pay tuition?', 'education'],
    ['I want a VA home loan', 'housing'],
    ['I cannot pay my rent', 'housing'],
    ['I am homeless', 'housing'],
    ['My mortgage is too high', 'housing'],
    ['I need a lawyer', 'legal'],
    ['How do I get a discharge upgrade?', 'legal'],
    ['I have a court date', 'legal'],
    ['I am drowning in debt', 'financial'],
    ['How do I build a budget and fix my credit?', 'financial'],
    ['I cannot pay my bills', 'financial'],
    ['Should I file for bankruptcy?', 'financial'],
    ['hello there', 'general_inquiry'],
    ['What can you do?', 'general_inquiry'],
  ])('%j is %s', (message, intent) => {
    expect(analyzeMessage(message).intent).toBe(intent);
  });

  it('maps every intent but general_inquiry to marketplace categories', () => {
    expect(intentCategorySlugs.va_benefits).toContain('legal-services');
    expect(intentCategorySlugs.housing).toEqual(['mortgage-services']);
    expect(intentCategorySlugs.general_inquiry).toEqual([]);
  });
});

describe('routing and reply', () => {
  it('routes urgent housing to the homeless veterans call center', () => {
    const analysis = analyzeMessage('I got an eviction notice and I am about to be homeless');
    expect(analysis.routingSuggestion).toBe('Call the National Call Center for Homeless Veterans at 877-424-3838, available 24/7.');
  });

  it('routes by intent when nothing is urgent, and names a deadline', () => {
    expect(analyzeMessage('How do I use my GI Bill?').routingSuggestion).toContain('888-442-4551');
    expect(analyzeMessage('The deadline for my claim appeal is close').routingSuggestion).toMatch(
      /^Act before your deadline\. .*800-827-1000/,
    );
    expect(analyzeMessage('hello').routingSuggestion).toContain('800-698-2411');
  });

  it('builds a plain reply: understanding, next step, providers, and a request for contact details', () => {
    const analysis = analyzeMessage('Can you help me with my resume?');
    const reply = rulesReply(analysis, ['Hire Heroes', 'Vet Jobs', 'Acme']);
    expect(reply).toContain('work or your career');
    expect(reply).toContain(`Next step: ${analysis.routingSuggestion}`);
    expect(reply).toContain('Hire Heroes, Vet Jobs and Acme');
    expect(reply).toContain('share your name and an email address or phone number');
  });

  it('tells an emergency to call 911 when the next step does not already say it', () => {
    const reply = rulesReply(analyzeMessage('I have no place to sleep tonight'), []);
    expect(reply).toContain('877-424-3838');
    expect(reply).toContain('call 911');
  });

  it('asks for a lead only with an intent, no crisis, a name and an email or phone', () => {
    expect(analyzeMessage('My name is Ann Lee, ann@example.org. I need help with my claim').shouldCreateLead).toBe(true);
    expect(analyzeMessage('My name is Ann Lee, call me at 555-201-3344 about my claim').shouldCreateLead).toBe(true);
    expect(analyzeMessage('My name is Ann Lee. I need help with my claim').shouldCreateLead).toBe(false);
    expect(analyzeMessage('ann@example.org, I need help with my claim').shouldCreateLead).toBe(false);
    expect(analyzeMessage('My name is Ann Lee, ann@example.org. Hello!').shouldCreateLead).toBe(false);
    const reply = rulesReply(analyzeMessage('My name is Ann Lee, ann@example.org. I need help with my claim'), []);
    expect(reply).toContain('Thank you, Ann.');
  });

  it('lets a second opinion refine the intent and raise urgency, never lower it or clear a crisis', () => {
    const urgent = analyzeMessage('I got an eviction notice');
    const lowered = applySecondOpinion(urgent, { intent: 'legal', urgencyLevel: 'planning' });
    expect(lowered.urgencyLevel).toBe('urgent');
    expect(lowered.intent).toBe('legal');
    const raised = applySecondOpinion(analyzeMessage('How do I use my GI Bill?'), { urgencyLevel: 'urgent' });
    expect(raised.urgencyLevel).toBe('urgent');
    const crisis = applySecondOpinion(analyzeMessage('I want to die'), { crisis: false, urgencyLevel: 'standard' });
    expect(crisis).toMatchObject({ crisisFlag: true, urgencyLevel: 'emergency' });
    const flagged = applySecondOpinion(analyzeMessage('I feel so hopeless lately'), { crisis: true });
    expect(flagged).toMatchObject({ crisisFlag: true, urgencyLevel: 'emergency', shouldCreateLead: false });
    expect(flagged.routingSuggestion).toContain('988');
  });
});

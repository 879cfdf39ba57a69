import { describe, expect, it } from 'vitest';
import { CRISIS_LINE } from '../../src/server/services/chat/crisis';
import { SAFE_REPLY, safeReply } from '../../src/server/services/chat/safeReply';
import { applySecondLook } from '../../src/server/services/chat/secondLook';
import { analyzeMessage } from '../../src/server/services/chat/rules';

describe('safe-messaging filter on model replies', () => {
  it.each([
    'Most adults should not take more than 4000 mg of acetaminophen.',
    'Taking a bottle of pills with alcohol can be fatal.',
    'A fall from 60 feet is rarely survived.',
    'The quickest method is a gun, so keep it locked away.',
    'You could try to mix the two medicines at night.',
    'How many pills is enough depends on your weight.',
    'Sure! Ten tablets would be too many.',
  ])('replaces a reply that carries method or amount information: %j', (reply) => {
    const filtered = safeReply(`Thanks for asking. ${reply} Take care.`);
    expect(filtered).toEqual({ text: SAFE_REPLY, filtered: true });
    expect(filtered.text).toContain(CRISIS_LINE);
  });

  it.each([
    'You can use the GI Bill for up to 36 months of school. Call 888-442-4551.',
    'Your VA home loan needs a Certificate of Eligibility.',
    'Call 988 and press 1 to reach the Veterans Crisis Line.',
    'Ask your pharmacist before you change how you take your medicine.',
    'Veterans can hunt on many military installations with a permit.',
  ])('lets an ordinary reply through: %j', (reply) => {
    expect(safeReply(reply)).toEqual({ text: reply, filtered: false });
  });
});

describe('applying the second look', () => {
  it('raises and never lowers', () => {
    const urgent = analyzeMessage('I got an eviction notice');
    expect(applySecondLook(urgent, { crisis: false, urgencyLevel: 'planning', about: 'none' }).urgencyLevel).toBe('urgent');
    expect(applySecondLook(urgent, null)).toBe(urgent);
    const raised = applySecondLook(urgent, { crisis: true, urgencyLevel: 'standard', about: 'other' });
    expect(raised).toMatchObject({ crisisFlag: true, urgencyLevel: 'emergency', shouldCreateLead: false });
    expect(raised.routingSuggestion).toContain('988');
  });
});

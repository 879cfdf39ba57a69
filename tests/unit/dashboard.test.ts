import { describe, expect, it } from 'vitest';
import { IMPORT_LINK_INVALID, IMPORT_LINK_REQUIRED, importLinkInput, partnerQueue, veteranLine } from '../../src/shared/dashboard';

describe('dashboard rules', () => {
  it('queues pending partners first, then approved, at most three', () => {
    expect(partnerQueue(['p1', 'p2'], ['a1', 'a2'])).toEqual(['p1', 'p2', 'a1']);
    expect(partnerQueue([], ['a1'])).toEqual(['a1']);
    expect(partnerQueue(['p1', 'p2', 'p3', 'p4'], ['a1'])).toEqual(['p1', 'p2', 'p3']);
  });

  it("words a subscriber's branch as '{branch} Veteran'", () => {
    expect(veteranLine('marines')).toBe('Marine Corps Veteran');
    expect(veteranLine('air_force')).toBe('Air Force Veteran');
    expect(veteranLine(null)).toBe('Veteran');
  });

  it('accepts only an http(s) link to import', () => {
    expect(importLinkInput.parse('  https://example.org/post/1 ')).toBe('https://example.org/post/1');
    expect(importLinkInput.safeParse('').error?.issues[0].message).toBe(IMPORT_LINK_REQUIRED);
    expect(importLinkInput.safeParse('ftp://example.org').error?.issues[0].message).toBe(IMPORT_LINK_INVALID);
    expect(importLinkInput.safeParse('not a link').error?.issues[0].message).toBe(IMPORT_LINK_INVALID);
  });
});

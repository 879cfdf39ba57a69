import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { crisisLinks } from '../../src/shared/crisisLinks';

describe('the crisis line without JavaScript', () => {
  it('is static markup in index.html, so it shows when the script does not run', () => {
    const html = readFileSync('index.html', 'utf8');
    for (const link of crisisLinks) expect(html).toContain(`<a href="${link.href}"`);
    expect(html).toContain('Call 988 and press 1');
    expect(crisisLinks.map((l) => l.href)).toEqual(['tel:988', 'sms:838255', 'https://www.veteranscrisisline.net/get-help-now/chat/']);
  });
});

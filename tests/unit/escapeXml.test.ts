import { describe, expect, it } from 'vitest';
import { escapeXml } from '../../src/server/lib/documents/xml';

describe('escapeXml', () => {
  it('escapes markup and drops the characters XML 1.0 cannot carry, keeping tabs and newlines', () => {
    expect(escapeXml(`a & b <i>"x"</i> 'y'`)).toBe('a &amp; b &lt;i&gt;&quot;x&quot;&lt;/i&gt; &apos;y&apos;');
    expect(escapeXml('bell\u0007 nul\u0000 tab\t line\n end\uFFFF')).toBe('bell nul tab\t line\n end');
  });
});

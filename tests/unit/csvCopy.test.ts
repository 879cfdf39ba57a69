import { describe, expect, it } from 'vitest';
import { crlfRecordEnds } from '../../src/server/lib/csvCopy';

const decode = (chunks: Uint8Array[]) => Buffer.concat(chunks).toString();

describe('COPY record ends as CRLF', () => {
  it('turns each record-ending LF into CRLF and keeps LF inside quoted fields, across chunk boundaries', () => {
    const copy = 'a,"x\ny"\nb,"say ""hi""\n"\nc,plain\n';
    for (let cut = 0; cut <= copy.length; cut++) {
      const transform = crlfRecordEnds();
      const parts = [copy.slice(0, cut), copy.slice(cut)].map((p) => transform(Buffer.from(p)));
      expect(decode(parts), `cut at ${cut}`).toBe('a,"x\ny"\r\nb,"say ""hi""\n"\r\nc,plain\r\n');
    }
  });

  it('keeps UTF-8 intact when a chunk cuts a character in two', () => {
    const copy = Buffer.from('Ünïcødé,"漢字\n–"\n');
    for (let cut = 0; cut <= copy.length; cut++) {
      const transform = crlfRecordEnds();
      expect(decode([transform(copy.subarray(0, cut)), transform(copy.subarray(cut))])).toBe('Ünïcødé,"漢字\n–"\r\n');
    }
  });
});

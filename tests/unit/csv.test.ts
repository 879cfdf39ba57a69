import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, csvStream, type CsvValue } from '../../src/server/lib/csv';

async function readAll(stream: ReadableStream<Uint8Array>) {
  return new Response(stream).text();
}

async function* batches(...list: CsvValue[][][]) {
  for (const b of list) yield b;
}

describe('csv encoder', () => {
  it('leaves plain fields alone and writes empty for null', () => {
    expect(csvCell('plain text')).toBe('plain text');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(new Date('2026-01-02T03:04:05.678Z'))).toBe('2026-01-02T03:04:05.678Z');
  });

  it('quotes fields with comma, quote, CR or LF and doubles quotes (RFC 4180)', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('carriage\rreturn')).toBe('"carriage\rreturn"');
  });

  it('defuses text that a spreadsheet would run as a formula', () => {
    expect(csvCell('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
    expect(csvCell('+1 555')).toBe("'+1 555");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('\tindent')).toBe("'\tindent");
    expect(csvCell('\rcr')).toBe('"\'\rcr"');
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('ends every record with CRLF', () => {
    expect(csvLine(['a', null, 'b,c'])).toBe('a,,"b,c"\r\n');
  });

  it('streams the header then each batch, skipping empty batches', async () => {
    const text = await readAll(
      csvStream(
        ['x', 'y'],
        batches(
          [['1', '2']],
          [],
          [
            ['3', null],
            ['=4', 'a"b'],
          ],
        ),
      ),
    );
    expect(text).toBe('x,y\r\n1,2\r\n3,\r\n\'=4,"a""b"\r\n');
  });

  it('writes just the header for no rows', async () => {
    expect(await readAll(csvStream(['only'], batches()))).toBe('only\r\n');
  });

  it('fails the stream when reading a batch fails', async () => {
    async function* failing(): AsyncGenerator<CsvValue[][]> {
      yield [['ok']];
      throw new Error('database went away');
    }
    await expect(readAll(csvStream(['h'], failing()))).rejects.toThrow('database went away');
  });
});

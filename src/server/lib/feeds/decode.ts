/**
 * Bytes of a feed to text: a byte-order mark first, then the charset of the Content-Type, then
 * the encoding its XML declaration names, else UTF-8.
 */
export function decodeFeed(bytes: Uint8Array, contentType: string | null = null): string {
  const bom =
    bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf
      ? 'utf-8'
      : bytes[0] === 0xff && bytes[1] === 0xfe
        ? 'utf-16le'
        : bytes[0] === 0xfe && bytes[1] === 0xff
          ? 'utf-16be'
          : null;
  const declared = /charset=["']?([\w.:-]+)/i.exec(contentType ?? '')?.[1];
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const xmlDeclared = /^\s*<\?xml[^>]*encoding=["']([\w.:-]+)["']/i.exec(head)?.[1];
  for (const label of [bom, declared, xmlDeclared, 'utf-8']) {
    if (!label) continue;
    try {
      return new TextDecoder(label).decode(bytes);
    } catch {
      // an unknown label: try the next source
    }
  }
  return new TextDecoder('utf-8').decode(bytes);
}

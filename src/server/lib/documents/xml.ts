/** Characters XML 1.0 does not allow at all; they cannot even be escaped. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text safe inside an XML element or a quoted attribute. */
export const escapeXml = (text: string) => text.replace(NOT_XML, '').replace(/[&<>"']/g, (ch) => entities[ch]);

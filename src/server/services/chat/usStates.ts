/** The fifty states and DC, for reading a location out of a chat message. */
const states: [code: string, name: string][] = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
];

const nameByKey = new Map<string, string>();
const codeByName = new Map<string, string>();
for (const [code, name] of states) {
  nameByKey.set(code.toLowerCase(), name);
  nameByKey.set(name.toLowerCase(), name);
  codeByName.set(name.toLowerCase(), code);
}

/** The state's name from its two-letter code or any casing of its name. */
export const stateNameOf = (codeOrName: string): string | null => nameByKey.get(codeOrName.toLowerCase().replace(/\s+/g, ' ')) ?? null;

/** The two-letter code of a state name. */
export const stateCodeOf = (name: string): string | null => codeByName.get(name.toLowerCase().replace(/\s+/g, ' ')) ?? null;

/** Longest names first so that "West Virginia" wins over "Virginia". */
const byLength = states.map(([, name]) => name).sort((a, b) => b.length - a.length);
const spaced = (name: string) => name.replace(/ /g, '\\s+');

/** Any state name, in any case (use with the i flag). */
export const STATE_NAME_PATTERN = byLength.map(spaced).join('|');

/** Any state name written Title Case, lower case or UPPER CASE, for patterns that must stay case-sensitive. */
export const STATE_NAME_ANY_CASE = byLength
  .flatMap((name) => [name, name.toLowerCase(), name.toUpperCase()])
  .map(spaced)
  .join('|');

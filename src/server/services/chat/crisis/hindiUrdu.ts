/**
 * Hindi and Urdu as Indian- and Pakistani-American veterans and their families type them in Latin
 * letters, alone or mixed with English (round 89): the crisis phrases read as their English sense, so
 * that every concept applies to them, as spanish.ts does for Spanish. Phrases only, in the spellings
 * people use ("nahi" / "nahin", "hoon" / "hun", "khudkushi" / "khudkhushi"); the short words ("main",
 * "hai", "to") are English words or too common to read alone.
 */
import { readAsEnglish } from './readAsEnglish';

const HOON = '(?:hoon|hun|hu|hoo)';

const phrases: [RegExp, string][] = [
  [
    /\b(?:khudkushi|khudkhushi|khud kushi|atmahatya|aatmahatya) (?:kar (?:loonga|lunga|loongi|lungi|lena|leta|raha|rahi|sakta)\w*|karna chahta\w*)/g,
    'kill myself',
  ],
  [/\b(?:khudkushi|khudkhushi|khud kushi|atmahatya|aatmahatya)\b/g, 'suicide'],
  [new RegExp(`\\b(?:main )?(?:marna|mar jana|mar jaana) chahta ${HOON}\\b|\\bmain mar jaun\\w*`, 'g'), 'i want to die'],
  [
    /\b(?:ab )?(?:aur )?(?:nahi|nahin) jeena\b|\bjeena (?:nahi|nahin) chahta\w*|\bzinda (?:nahi|nahin) rehna\b/g,
    'i dont want to live anymore',
  ],
  [
    new RegExp(`\\b(?:main )?(?:sab (?:pe|par)|sabke liye|sab ke liye|ghar (?:pe|par)) (?:bojh|boj) ${HOON}\\b|\\bbojh ${HOON}\\b`, 'g'),
    'i am a burden',
  ],
  [/\bagar main (?:na|nahi|nahin) (?:rahun|rahoon|rahu|raha)\b/g, 'if i was gone'],
  [/\bsab ki zindagi (?:asaan|aasaan|behtar) (?:ho jaye|ho jayegi|hogi)\b/g, 'everyone would be better off'],
  [new RegExp(`\\b(?:apne aap ko|khud ko) (?:marta|maarta|marti|maarti|kaat\\w*|jalata|jalati) ${HOON}\\b`, 'g'), 'i hurt myself'],
  [/\bsar deewar (?:pe|par|mein)\b/g, 'head against the wall'],
  [/\bgaadi (?:kisi )?(?:truck|trak|deewar|pul) (?:mein|me|se) (?:thok|maar|takra)\w*/g, 'crash the car into a truck'],
  [/\baccident lage(?:ga|gi)\b/g, 'it will look like an accident'],
  [/\baaj raat\b/g, 'tonight'],
  [/\baankh (?:hi )?(?:na|nahi) khule\b/g, 'i never wake up'],
  [/\bkuch (?:nahi|nahin) bacha\b/g, 'there is nothing left for me'],
  [/\bsab khatam ho (?:jaye|jaaye|jayega)\b/g, 'it all ends for me'],
  [
    /(?<=\b(?:ghari|ghadi|anguthi|bike|gaadi|car|phone|saman|samaan|cheezein|medal|medals|watch|ring|bandook|pistol)\b(?: \w+){0,4} )(?:ko|ku) de (?:di|diya|diye)\b/g,
    'gave away',
  ],
  [/\bkhat likh\w*/g, 'wrote a goodbye letter'],
  [/\bsab (?:tayyar|taiyar|ready) hai\b/g, 'everything is ready'],
  [/\bkalai kaat\w*/g, 'cut my wrist'],
  [/\bmujhe hona chahiye tha\b/g, 'it should have been me'],
  [/\b(?:uske|unke) paas chala ja(?:un|oon|unga)\b/g, 'go join him in death'],
  [/\bkisi ko (?:pareshani|takleef) (?:nahi|nahin) hogi\b/g, 'everyone would be better off without me'],
  [/\bsab khatam ho gaya\b/g, 'it is all over for me'],
  [/\bkuch bacha hi nahi\b/g, 'there is nothing left for me'],
  [/\bab aur nahi chal sakta\b/g, 'i cant go on anymore'],
  [/\bfaisla ho jayega\b/g, 'it will be decided, the end'],
  [/\bsab saaf kar diya\b/g, 'i put my affairs in order'],
  [/\bkisi ko mat batana\b/g, 'dont tell anyone'],
  [/\bkitni oonchai se girne par\b/g, 'how high a fall does it take to die'],
  [/\bapne liye jaanna hai\b/g, 'asking for myself'],
  [/\bkhud ko blade se kaat\w*/g, 'i cut myself with a blade'],
  [/\bbas andar chala jaun\b/g, 'just walk into the water'],
  [/\bwapas aane ka mann nahi\b/g, 'i dont want to come back'],
];

export const hindiUrduAsEnglish = readAsEnglish({ phrases, words: {} });

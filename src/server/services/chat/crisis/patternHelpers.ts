/** Building blocks of the concept patterns. */

export const re = (source: string) => new RegExp(source);

/** Any one of the given alternatives, as a non-capturing group. */
export const anyOf = (...parts: string[]) => `(?:${parts.join('|')})`;

/** Up to three words between two parts of a pattern. */
export const SHORT = '(?: \\w+){0,3}';

/** Nowhere in the message, before or after the place it is put: the words of a context. */
export const nowhere = (context: string) => `(?<!\\b${context}\\b.*)(?!.*\\b${context}\\b)`;

/** A pattern that holds only when the words of a context are nowhere in the message; its match stays local. */
export const outside = (context: string, pattern: string) => re(`${pattern}${nowhere(context)}`);

/** A sobriety chip or coin picked up, "my 2 year AA chip" too (round 186): a life since, whatever day it is told on. */
export const CHIP_EARNED =
  '(?:got|picked up|received|earned) my (?:\\d+|\\w+)(?: |-)?(?:year|yr|month|day) (?:aa |na |sobriety )?(?:chip|coin|medallion)';

/** A pattern that holds only beside a word of a kind, before or after it in the message. */
export const beside = (kind: string, pattern: string) => `${pattern}(?:(?<=\\b${kind}\\b.*)|(?=.*\\b${kind}\\b))`;

/** A friend not answering who turns out fine: "hes fine, just had his phone off" (round 153). */
export const FINE_JUST_HAD = '(?:he is|she is) (?:fine|ok|okay|alright) (?:he |she )?just had';

/** A close relative, whose illness or death a message may be about rather than the writer's own. */
export const RELATIVE =
  '(?:mom|mother|dad|father|grandma|grandmother|grandpa|grandfather|granny|nana|papa|aunt|uncle|wife|husband|mother in law|father in law)';

/**
 * A death foretold, not wished, and who it is foretold of: "grandpa is going to die soon" (round 166).
 * Not a husband who "says he is going to die soon": that is his own word.
 */
export const DEATH_FORETOLD =
  '(?:going|gonna) (?:to )?die (?:soon|any day|any time now|this (?:week|month|year)|before (?:christmas|thanksgiving|spring|summer))\\b';
const OF_A_RELATIVE = '(?:(?: (?!says|said|told|tells|thinks|keeps)\\w+){0,2} is|s) ';
export const RELATIVE_FORETOLD = `${RELATIVE}${OF_A_RELATIVE}`;

/** A relative said to be dying, in hospice care or to have a terminal illness (ALS, round 182): someone else's end of life, not the writer's. */
export const RELATIVE_IS_DYING = `${RELATIVE}(?:(?: \\w+){0,2} (?:is|has been) (?:dying|in hospice|on hospice|on comfort care|in comfort care|terminally ill)|(?: \\w+){0,2} has (?:als|lou gehrigs(?: disease)?|stage (?:4|four|iv) \\w+|terminal \\w+|end stage \\w+)|s (?:in|on) (?:hospice|comfort care)|${OF_A_RELATIVE}${DEATH_FORETOLD})\\b(?! inside)`;

/**
 * A question asked for someone else, with nothing of the writer's own in it ("me too", "its me",
 * "i have the …"): put after `^`, it lets a question about a friend or a soldier read as one.
 */
export const NOTHING_OF_MY_OWN =
  '(?!.*\\b(?:me too|i do too|so do i|(?<!\\bor by )myself|i feel the same|same here|i have the|i am going to|its me|it is me|about me|for me)\\b)';

/** How to take the keys from a parent or a grandpa who should not drive, with nothing of tonight or intent (round 158). */
export const TAKING_AN_OLD_DRIVERS_KEYS =
  '(?<=\\b(?:dad|father|mom|mother|grandpa|grandma|grandfather|grandmother|old|elderly|\\d{2} and still driving|stop driving)\\b.*)how (?:do|can|should|would) (?:i|you|we) (?:take|get) (?:the )?(?:car |truck )?keys (?:away|from|off)\\b(?!.*\\b(?:tonight|river|on purpose|kill|end it)\\b)';

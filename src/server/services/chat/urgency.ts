import type { ChatUrgency } from '../../../shared/enums';

/** Why a message is urgent; the routing suggestion depends on it. */
export type UrgencyReason =
  | 'crisis'
  | 'shelter'
  | 'food'
  | 'domestic_violence'
  | 'medical'
  | 'danger'
  | 'housing_loss'
  | 'shutoff'
  | 'legal_date'
  | 'deadline'
  | 'job_loss'
  | 'planning'
  | 'none';

export type Urgency = { level: ChatUrgency; reason: UrgencyReason };

type Rule = { reason: UrgencyReason; patterns: RegExp[] };

const NOW = '(?:today|tonight|right now|now|this morning|this afternoon|this evening)';

/** Immediate danger: help is needed today. Checked in this order. */
const emergencyRules: Rule[] = [
  {
    reason: 'domestic_violence',
    patterns: [
      /\bdomestic (?:violence|abuse|assault|dispute)\b/,
      /\b(?:hits|hit|beats|beat|beating|choked|chokes|choking|threatens|threatened|abusing|abuses|abused|attacked|attacks) me\b/,
      /\b(?:afraid|scared|fear|fearing) for my (?:life|safety|kids|children)\b/,
      /\bnot safe (?:at home|in my home|in my house|with (?:him|her|my))\b/,
      /\bthreatened to kill me\b/,
    ],
  },
  {
    reason: 'medical',
    patterns: [
      /\bmedical emergency\b/,
      /\b(?:chest pains?|heart attack|having a stroke|cant breathe|cannot breathe|can not breathe|trouble breathing|bleeding (?:badly|a lot|heavily)|passed out|unconscious|seizure|seizures)\b/,
      /\bcall(?:ed|ing)? 911\b/,
    ],
  },
  {
    reason: 'danger',
    patterns: [/\b(?:in|immediate) danger\b/, /\bsomeone is (?:trying to )?(?:hurt|kill)(?:ing)? me\b/],
  },
  {
    reason: 'shelter',
    patterns: [
      /\bno(?:where| place| home) (?:to|2) (?:sleep|stay|go)\b/,
      /\b(?:dont|do not) have (?:a place|anywhere) (?:to|2) (?:sleep|stay)\b/,
      new RegExp(`\\b(?:on the streets?|sleeping outside|sleeping in my (?:car|truck)|living in my (?:car|truck)) ${NOW}\\b`),
      new RegExp(`\\b(?:evict\\w*|kicked out|locked out|thrown out|put out)(?: \\w+){0,4} ${NOW}\\b`),
      new RegExp(`\\b${NOW}(?: \\w+){0,4} (?:evict\\w*|kicked out|locked out|thrown out)\\b`),
    ],
  },
  {
    reason: 'food',
    patterns: [
      /\bno food\b/,
      /\bnothing (?:left )?(?:to|2) eat\b/,
      /\b(?:havent|have not|didnt|did not|hasnt|has not) (?:eaten|ate|eat) (?:in|for) (?:days|\d+ days|a (?:few|couple) days|two days|three days)\b/,
      /\bstarving\b/,
      /\b(?:cant|cannot|can not) (?:afford|buy|get) (?:food|groceries)\b/,
    ],
  },
];

/** Time-sensitive: notices, court dates, deadlines within days, losing a home or a job. */
const urgentRules: Rule[] = [
  {
    reason: 'housing_loss',
    patterns: [
      /\bhomeless/,
      /\bevict/,
      /\bforeclos/,
      /\b(?:sleeping|living) in my (?:car|truck)\b/,
      /\bbehind on (?:my )?(?:rent|mortgage|house payments?)\b/,
      /\blosing (?:my|our) (?:home|house|apartment)\b/,
      /\b(?:kicked|thrown) out\b/,
    ],
  },
  {
    reason: 'shutoff',
    patterns: [
      /\bshut ?(?:off|offs)\b/,
      /\bshutting (?:off|down) my\b/,
      /\bdisconnect(?:ion|ed)? notice\b/,
      /\bfinal notice\b/,
      /\brepossess/,
    ],
  },
  {
    reason: 'legal_date',
    patterns: [/\bcourt (?:date|hearing|appearance|tomorrow|on)\b/, /\bwarrant\b/, /\barrested\b/, /\bin jail\b/, /\bsummons\b/],
  },
  {
    reason: 'deadline',
    patterns: [
      /\bdeadline\b/,
      /\b(?:due|expires?|expiring|ends) (?:in|within) (?:a |an |\d+ |one |two |three |four |five |six |a few |a couple of |a couple )?(?:days?|hours?|week)\b/,
      /\b(?:due|by|expires?) (?:tomorrow|today|tonight|this week|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/,
      /\b(?:days|hours) left\b/,
    ],
  },
  {
    reason: 'job_loss',
    patterns: [/\blost my (?:job|income|work)\b/, /\b(?:got|been|was|just got) (?:fired|laid off|let go)\b/, /\blaid off\b/],
  },
];

const planningPatterns: RegExp[] = [
  /\bplan(?:s|ning)?\b/,
  /\bretir/,
  /\bnext (?:year|month|spring|summer|fall|winter|few (?:months|years))\b/,
  /\bthinking (?:about|of)\b/,
  /\bfuture\b/,
  /\b(?:eventually|someday|some day|down the road|long term)\b/,
  /\b(?:after|when|once) (?:i|my) (?:get out|separate|separation|retire|ets|leave the (?:military|service|army|navy))\b/,
  /\b(?:getting out|separating|transitioning|preparing|prepare) /,
];

const firstMatch = (rules: Rule[], text: string) => rules.find((rule) => rule.patterns.some((pattern) => pattern.test(text)))?.reason;

/** emergency (a crisis or immediate danger) > urgent > planning > standard. */
export function detectUrgency(normalized: string, crisis: boolean): Urgency {
  if (crisis) return { level: 'emergency', reason: 'crisis' };
  const emergency = firstMatch(emergencyRules, normalized);
  if (emergency) return { level: 'emergency', reason: emergency };
  const urgent = firstMatch(urgentRules, normalized);
  if (urgent) return { level: 'urgent', reason: urgent };
  if (planningPatterns.some((pattern) => pattern.test(normalized))) return { level: 'planning', reason: 'planning' };
  return { level: 'standard', reason: 'none' };
}

const rank: Record<ChatUrgency, number> = { planning: 0, standard: 1, urgent: 2, emergency: 3 };

/** The higher of two urgency levels: a second opinion may raise urgency, never lower it. */
export const higherUrgency = (a: ChatUrgency, b: ChatUrgency): ChatUrgency => (rank[b] > rank[a] ? b : a);

import { chatIntents, type ChatIntent } from '../../../shared/enums';

type Term = [pattern: RegExp, weight: number];

/**
 * Keyword scoring on normalizeForMatching() text ("C&P" arrives as "c p", "VR&E" as "vr e").
 * Specific phrases weigh more than loose words; the highest score wins, ties go to the
 * intent listed first in chatIntents.
 */
const terms: Record<Exclude<ChatIntent, 'general_inquiry'>, Term[]> = {
  va_benefits: [
    [/\bdisabilit(?:y|ies)\b/, 2],
    [/\bclaims?\b/, 2],
    [/\bratings?\b/, 1],
    [/\bcompensation\b/, 2],
    [/\bpensions?\b/, 2],
    [/\bc (?:and )?p\b|\bcomp and pen\b/, 2],
    [/\bappeals?\b|\bappealing\b/, 2],
    [/\bpact(?: act)?\b/, 2],
    [/\bva benefits?\b/, 2],
    [/\bbenefits?\b/, 1],
    [/\bservice connect(?:ed|ion)\b/, 2],
    [/\bnexus letter\b/, 2],
    [/\btdiu\b|\bunemployability\b/, 2],
    [/\bburn pits?\b|\bagent orange\b/, 2],
    [/\bhigher level review\b|\bsupplemental\b/, 2],
  ],
  healthcare: [
    [/\bdoctors?\b/, 2],
    [/\bva hospital\b|\bva medical center\b/, 2],
    [/\bhospitals?\b/, 1],
    [/\bprescriptions?\b/, 2],
    [/\bmedications?\b|\bmeds\b/, 1],
    [/\bhealth ?care\b/, 2],
    [/\benroll/, 2],
    [/\bclinic\b/, 1],
    [/\bappointments?\b/, 1],
    [/\btherap(?:y|ist)\b|\bcounsel(?:ing|or)\b/, 1],
    [/\bmental health\b/, 2],
    [/\bptsd\b/, 1],
    [/\btricare\b|\bcommunity care\b/, 2],
    [/\bdental\b|\bdentist\b/, 2],
    [/\bmedical\b/, 1],
  ],
  employment: [
    [/\bjobs?\b/, 2],
    [/\bresumes?\b/, 2],
    [/\bcareers?\b/, 2],
    [/\bhiring\b|\bhired\b/, 2],
    [/\binterviews?\b|\binterviewing\b/, 2],
    [/\bemploy/, 2],
    [/\bunemploy/, 2],
    [/\bwork\b|\bworking\b/, 1],
    [/\blaid off\b|\bfired\b/, 2],
    [/\busajobs\b|\bskillbridge\b/, 2],
    [/\bapprenticeships?\b/, 1],
  ],
  education: [
    [/\bgi bill\b/, 3],
    [/\bschools?\b/, 2],
    [/\bcolleges?\b/, 2],
    [/\btuition\b/, 2],
    [/\bdegrees?\b/, 2],
    [/\bvr (?:and )?e\b|\bvre\b|\bvoc(?:ational)? rehab/, 2],
    [/\bchapter (?:31|33|35)\b|\bpost 9 11\b/, 2],
    [/\buniversit/, 2],
    [/\bclass(?:es)?\b|\bstudents?\b/, 1],
    [/\bcertificat/, 1],
    [/\byellow ribbon\b/, 2],
  ],
  housing: [
    [/\bhome loans?\b|\bva loans?\b/, 3],
    [/\bmortgages?\b/, 2],
    [/\brent(?:ing|al)?\b/, 2],
    [/\bevict/, 2],
    [/\bhomeless/, 2],
    [/\bhousing\b/, 2],
    [/\bapartments?\b/, 1],
    [/\blandlord\b/, 2],
    [/\bforeclos/, 2],
    [/\bhud vash\b/, 2],
    [/\bshelters?\b/, 2],
    [/\bplace (?:to|2) (?:sleep|stay|live)\b/, 2],
    [/\bhouse\b|\bhome\b/, 1],
  ],
  legal: [
    [/\blawyers?\b/, 2],
    [/\battorneys?\b/, 2],
    [/\bcourt\b/, 2],
    [/\blegal\b/, 2],
    [/\bdischarge upgrade\b|\bupgrade (?:of )?my discharge\b/, 3],
    [/\bwarrant\b/, 2],
    [/\barrested\b|\bjail\b|\bprobation\b|\bjudge\b/, 2],
    [/\bcustody\b/, 2],
    [/\bdivorce\b/, 1],
    [/\bother than honorable\b|\bbad paper\b|\bdishonorable\b/, 2],
    [/\bsue\b|\bsued\b|\blawsuit\b/, 2],
    [/\bcharges\b/, 1],
  ],
  financial: [
    [/\bdebts?\b/, 2],
    [/\bcredit\b/, 2],
    [/\bbudget/, 2],
    [/(?<!\bgi )\bbills?\b/, 1],
    [/\bbankrupt/, 2],
    [/\bmoney\b/, 2],
    [/(?<!\bhome |\bva )\bloans?\b/, 1],
    [/\bcollections?\b/, 2],
    [/\bafford\b/, 1],
    [/\bfinanc/, 2],
    [/\bsavings\b/, 1],
    [/\butilit(?:y|ies)\b|\belectric bill\b/, 1],
    [/\boverdra/, 2],
    [/\bpayday\b/, 2],
    [/\btaxe?s\b/, 1],
  ],
};

export function intentScores(normalized: string): Record<ChatIntent, number> {
  const scores = Object.fromEntries(chatIntents.map((intent) => [intent, 0])) as Record<ChatIntent, number>;
  for (const [intent, list] of Object.entries(terms) as [ChatIntent, Term[]][]) {
    for (const [pattern, weight] of list) if (pattern.test(normalized)) scores[intent] += weight;
  }
  return scores;
}

/** One of the eight chat intents; general_inquiry when nothing scores. */
export function detectIntent(normalized: string): ChatIntent {
  const scores = intentScores(normalized);
  let best: ChatIntent = 'general_inquiry';
  for (const intent of chatIntents) if (scores[intent] > scores[best]) best = intent;
  return best;
}

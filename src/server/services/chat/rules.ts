/**
 * The guidance chat's deterministic rules: crisis, urgency, intent, the veteran's details, the
 * next step and the reply. Pure (no I/O), so that it works without a model and can be tested
 * phrase by phrase; a model may only improve the wording and refine the intent (see index.ts).
 */
import type { ChatIntent, ChatUrgency } from '../../../shared/enums';
import type { VeteranInfo, VeteranInfoInput } from '../../../shared/schemas/chat';
import { assessCrisis, CRISIS_REPLY } from './crisis';
import { extractInfo, mergeInfo } from './extract';
import { detectIntent } from './intent';
import { normalizeForMatching } from './normalize';
import { composeReply, routingSuggestion } from './reply';
import { detectUrgency, higherUrgency, type UrgencyReason } from './urgency';

export { CRISIS_LINE, CRISIS_REPLY } from './crisis';

export type ChatAnalysis = {
  crisisFlag: boolean;
  urgencyLevel: ChatUrgency;
  urgencyReason: UrgencyReason;
  intent: ChatIntent;
  extractedInfo: VeteranInfo;
  routingSuggestion: string;
  shouldCreateLead: boolean;
};

/** Marketplace categories (by slug, preferred first) whose providers fit an intent. */
export const intentCategorySlugs: Record<ChatIntent, readonly string[]> = {
  va_benefits: ['va-benefits', 'benefits-services', 'legal-services'],
  healthcare: ['healthcare-services'],
  employment: ['career-services'],
  education: ['education-services'],
  housing: ['mortgage-services'],
  legal: ['legal-services'],
  financial: ['financial-services'],
  general_inquiry: [],
};

const hasFollowUpDetails = (info: VeteranInfo) => Boolean(info.name && (info.email || info.phone));

/** Fills in what follows from crisis, urgency, intent and details. */
function settle(analysis: Omit<ChatAnalysis, 'routingSuggestion' | 'shouldCreateLead'>): ChatAnalysis {
  return {
    ...analysis,
    routingSuggestion: routingSuggestion(analysis.crisisFlag ? 'crisis' : analysis.urgencyReason, analysis.intent),
    shouldCreateLead: !analysis.crisisFlag && analysis.intent !== 'general_inquiry' && hasFollowUpDetails(analysis.extractedInfo),
  };
}

export function analyzeMessage(message: string, given: Partial<VeteranInfoInput> = {}): ChatAnalysis {
  const normalized = normalizeForMatching(message);
  const crisisFlag = assessCrisis(message).crisis;
  const urgency = detectUrgency(normalized, crisisFlag);
  return settle({
    crisisFlag,
    urgencyLevel: urgency.level,
    urgencyReason: urgency.reason,
    intent: detectIntent(normalized),
    extractedInfo: mergeInfo(given, extractInfo(message)),
  });
}

/**
 * A second opinion (the model) may change the intent, raise the urgency or set the crisis flag;
 * it can never lower the urgency or clear a crisis the rules found.
 */
export function applySecondOpinion(
  analysis: ChatAnalysis,
  opinion: { intent?: ChatIntent; urgencyLevel?: ChatUrgency; crisis?: boolean },
): ChatAnalysis {
  const crisisFlag = analysis.crisisFlag || opinion.crisis === true;
  const raised = opinion.urgencyLevel ? higherUrgency(analysis.urgencyLevel, opinion.urgencyLevel) : analysis.urgencyLevel;
  return settle({
    ...analysis,
    crisisFlag,
    urgencyLevel: crisisFlag ? 'emergency' : raised,
    urgencyReason: crisisFlag ? 'crisis' : analysis.urgencyReason,
    intent: opinion.intent ?? analysis.intent,
  });
}

/** The rules' reply; a crisis reply always carries the crisis line and nothing else competes with it. */
export function rulesReply(analysis: ChatAnalysis, providerNames: string[]): string {
  if (analysis.crisisFlag) return CRISIS_REPLY;
  return composeReply({
    urgencyLevel: analysis.urgencyLevel,
    intent: analysis.intent,
    routingSuggestion: analysis.routingSuggestion,
    shouldCreateLead: analysis.shouldCreateLead,
    hasContact: hasFollowUpDetails(analysis.extractedInfo),
    firstName: analysis.extractedInfo.name?.split(' ')[0] ?? null,
    providerNames,
  });
}

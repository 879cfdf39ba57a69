import { eq, inArray } from 'drizzle-orm';
import { categories } from '../../db/schema';
import { createChatModel } from '../../lib/openai';
import type { ChatIntent, ChatUrgency } from '../../../shared/enums';
import { CHAT_SUGGESTIONS_MAX, type ChatMessageInput, type VeteranInfo } from '../../../shared/schemas/chat';
import { matchReason, type PublicVendor } from '../marketplace/vendorColumns';
import { topVendorsInCategories } from '../marketplace/vendorsByCategory';
import type { ServiceDeps } from '../deps';
import { askModel, buildChatPrompt, withNextStep } from './refine';
import { analyzeMessage, applySecondOpinion, CRISIS_REPLY, intentCategorySlugs, rulesReply } from './rules';

export type VendorSuggestion = { vendor: PublicVendor; matchReason: string };

export type ChatReply = {
  response: string;
  intent: ChatIntent;
  urgencyLevel: ChatUrgency;
  vendorSuggestions: VendorSuggestion[];
  extractedInfo: VeteranInfo;
  crisisFlag: boolean;
  routingSuggestion: string;
  shouldCreateLead: boolean;
};

export function createChatService({ db, config }: ServiceDeps) {
  const model = createChatModel(config.openai);

  /** Up to three providers from the first category, in order of preference, that has any. */
  async function suggestionsFor(intent: ChatIntent): Promise<VendorSuggestion[]> {
    const slugs = intentCategorySlugs[intent];
    if (!slugs.length) return [];
    const present = await db
      .select({ id: categories.id, slug: categories.slug })
      .from(categories)
      .where(inArray(categories.slug, [...slugs]));
    for (const slug of slugs) {
      const category = present.find((c) => c.slug === slug);
      if (!category) continue;
      const found = await topVendorsInCategories(db, eq(categories.id, category.id), CHAT_SUGGESTIONS_MAX);
      if (found.length)
        return found.map(({ vendor, category: c }) => ({ vendor, matchReason: matchReason(vendor, c) }));
    }
    return [];
  }

  return {
    /** Nothing is stored for a chat message yet; a lead is created separately when the widget asks. */
    async message(input: ChatMessageInput): Promise<ChatReply> {
      let analysis = analyzeMessage(input.message, input.veteranInfo);
      let modelText: string | null = null;
      // a crisis never waits on a model: the crisis line goes out at once, in our own words
      if (model && !analysis.crisisFlag) {
        try {
          const answer = await askModel(model, buildChatPrompt(input.message, analysis));
          analysis = applySecondOpinion(analysis, answer);
          modelText = answer.response;
        } catch (error) {
          console.warn(
            '[muster] chat model unavailable; answering with the rules',
            error instanceof Error ? error.message : error,
          );
        }
      }

      const vendorSuggestions = analysis.crisisFlag ? [] : await suggestionsFor(analysis.intent);
      const response = analysis.crisisFlag
        ? CRISIS_REPLY
        : modelText
          ? withNextStep(modelText, analysis)
          : rulesReply(
              analysis,
              vendorSuggestions.map((s) => s.vendor.companyName),
            );

      return {
        response,
        intent: analysis.intent,
        urgencyLevel: analysis.urgencyLevel,
        vendorSuggestions,
        extractedInfo: analysis.extractedInfo,
        crisisFlag: analysis.crisisFlag,
        routingSuggestion: analysis.routingSuggestion,
        shouldCreateLead: analysis.shouldCreateLead,
      };
    },
  };
}
export type ChatService = ReturnType<typeof createChatService>;

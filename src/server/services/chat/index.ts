import { eq, inArray } from 'drizzle-orm';
import { categories } from '../../db/schema';
import { createChatModel } from '../../lib/openai';
import { logger } from '../../lib/logger';
import type { ChatIntent, ChatUrgency } from '../../../shared/enums';
import { CHAT_SUGGESTIONS_MAX, type ChatMessageInput, type VeteranInfo } from '../../../shared/schemas/chat';
import { matchReason, type PublicVendor } from '../marketplace/vendorColumns';
import { topVendorsInCategories } from '../marketplace/vendorsByCategory';
import type { ServiceDeps } from '../deps';
import { notLimited, type OverLimitCheck, tooManyRequests } from '../rateLimits';
import { withinBudget } from '../../lib/withinBudget';
import { CONVERSATION_READ_BUDGET_MS, createConversationStore } from './conversationStore';
import { keepCrisis } from './keepCrisis';
import { askModel, buildChatPrompt, withNextStep } from './refine';
import { analyzeMessage, applySecondOpinion, CRISIS_REPLY, intentCategorySlugs, rulesReply } from './rules';
import { safeReply } from './safeReply';
import { applySecondLook, secondLook } from './secondLook';

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

export function createChatService({ db, database, config }: ServiceDeps) {
  const model = createChatModel(config.openai);
  // the root connection: the exchange is written after the reply, outside any unit of work
  const store = createConversationStore(database.db);

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
      if (found.length) return found.map(({ vendor, category: c }) => ({ vendor, matchReason: matchReason(vendor, c) }));
    }
    return [];
  }

  return {
    /**
     * Answers one message of a conversation (the widget's session id) and stores the exchange in
     * the background; a lead is created separately when the widget asks. Once a message of the
     * conversation showed crisis language, the conversation stays a crisis (see keepCrisis).
     * Over the sender's rate limit only a conversation in crisis is answered.
     */
    async message(input: ChatMessageInput, overLimit: OverLimitCheck = notLimited): Promise<ChatReply> {
      const { reply, messageCrisis } = await answer(input, overLimit);
      store.record({
        sessionId: input.sessionId,
        message: input.message,
        response: reply.response,
        messageCrisis,
        conversationCrisis: reply.crisisFlag,
        intent: reply.intent,
        urgencyLevel: reply.urgencyLevel,
        extractedInfo: reply.extractedInfo,
      });
      return reply;
    },
  };

  async function answer(input: ChatMessageInput, overLimit: OverLimitCheck): Promise<{ reply: ChatReply; messageCrisis: boolean }> {
    let analysis = analyzeMessage(input.message, input.veteranInfo);
    const earlierCrisis = !analysis.crisisFlag && (await store.isInCrisis(input.sessionId));
    // a conversation in crisis never waits on the counter; any other message is counted in full
    if (!analysis.crisisFlag && !earlierCrisis) {
      const over = await overLimit();
      if (over) throw tooManyRequests(over.retryAfterSeconds);
    }
    let modelText: string | null = null;
    // a crisis never waits on a model: the crisis line goes out at once, in our own words
    if (model && !analysis.crisisFlag && !earlierCrisis) {
      const look = secondLook(model, input.message);
      try {
        const answer = await askModel(model, buildChatPrompt(input.message, analysis));
        analysis = applySecondOpinion(analysis, answer);
        modelText = safeReply(answer.response).text;
      } catch (error) {
        logger.warn({ err: error }, 'chat model unavailable; answering with the rules');
      }
      analysis = applySecondLook(analysis, await look);
    }

    const vendorSuggestions = analysis.crisisFlag
      ? []
      : earlierCrisis
        ? await withinBudget(suggestionsFor(analysis.intent), CONVERSATION_READ_BUDGET_MS, [])
        : await suggestionsFor(analysis.intent);
    const response = analysis.crisisFlag
      ? CRISIS_REPLY
      : modelText
        ? withNextStep(modelText, analysis)
        : rulesReply(
            analysis,
            vendorSuggestions.map((s) => s.vendor.companyName),
          );

    const reply = keepCrisis(earlierCrisis, {
      response,
      intent: analysis.intent,
      urgencyLevel: analysis.urgencyLevel,
      vendorSuggestions,
      extractedInfo: analysis.extractedInfo,
      crisisFlag: analysis.crisisFlag,
      routingSuggestion: analysis.routingSuggestion,
      shouldCreateLead: analysis.shouldCreateLead,
    });
    return { reply, messageCrisis: analysis.crisisFlag };
  }
}
export type ChatService = ReturnType<typeof createChatService>;

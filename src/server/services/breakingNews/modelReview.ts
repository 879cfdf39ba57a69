import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { breakingNews } from '../../db/schema';
import type { ChatMessage, ChatModel } from '../../lib/openai';
import { logger } from '../../lib/logger';
import type { UrgencyReason } from '../../../shared/urgency';
import { clampUrgency } from './urgency';

/** How far a model may move the rules' score, either way. */
export const MODEL_ADJUSTMENT_MAX = 2;
/** Items a model reviews per check, most urgent first: the rest keep their rules' score. */
export const MODEL_REVIEWS_PER_CHECK = 10;

const answer = z.object({
  veteranRelevance: z.string().trim().min(1).max(400),
  adjustment: z.number().int().min(-10).max(10),
  reason: z.string().trim().min(1).max(200),
});

function reviewPrompt(item: {
  headline: string;
  summary: string;
  sourceTitle: string;
  urgencyScore: number;
  reasons: UrgencyReason[];
}): ChatMessage[] {
  return [
    {
      role: 'system',
      content:
        'You help the editor of a news service for US military veterans. Given a news item and the urgency our rules gave it (1-10, with reasons), ' +
        `answer in JSON: {"veteranRelevance": one or two plain sentences on why it matters to veterans, using only the item's facts, ` +
        `"adjustment": an integer from -${MODEL_ADJUSTMENT_MAX} to ${MODEL_ADJUSTMENT_MAX} to the score, "reason": a short phrase explaining the adjustment}.`,
    },
    {
      role: 'user',
      content: JSON.stringify({
        headline: item.headline,
        summary: item.summary,
        source: item.sourceTitle,
        score: item.urgencyScore,
        reasons: item.reasons.filter((r) => r.text).map((r) => r.text),
      }),
    },
  ];
}

/**
 * With a model configured: a short veteranRelevance text and a bounded adjustment of the score,
 * stored as one more reason. A failing model leaves the rules' score and note as they were.
 */
export async function reviewWithModel(db: Db, model: ChatModel, stored: { id: string; urgencyScore: number }[]) {
  const reviewed: { id: string; urgencyScore: number }[] = [];
  for (const item of stored) {
    if (reviewed.length >= MODEL_REVIEWS_PER_CHECK) {
      reviewed.push(item);
      continue;
    }
    const [row] = await db
      .select({
        headline: breakingNews.headline,
        summary: breakingNews.summary,
        sourceTitle: breakingNews.sourceTitle,
        urgencyScore: breakingNews.urgencyScore,
        reasons: breakingNews.urgencyReasons,
      })
      .from(breakingNews)
      .where(eq(breakingNews.id, item.id));
    try {
      const a = await model.completeJson(reviewPrompt(row), answer);
      const points = Math.max(-MODEL_ADJUSTMENT_MAX, Math.min(MODEL_ADJUSTMENT_MAX, a.adjustment));
      const score = clampUrgency(row.urgencyScore + points);
      const reason: UrgencyReason = { rule: 'model', points: score - row.urgencyScore, text: `model: ${a.reason}` };
      await db
        .update(breakingNews)
        .set({ veteranRelevance: a.veteranRelevance, urgencyScore: score, urgencyReasons: [...row.reasons, reason] })
        .where(eq(breakingNews.id, item.id));
      reviewed.push({ id: item.id, urgencyScore: score });
    } catch (error) {
      logger.warn({ err: error, id: item.id }, 'breaking-news model review failed; the rules stand');
      reviewed.push(item);
    }
  }
  return reviewed;
}

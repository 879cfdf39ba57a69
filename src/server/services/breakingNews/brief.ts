import { z } from 'zod';
import type { ChatMessage, ChatModel } from '../../lib/openai';
import { logger } from '../../lib/logger';

/** The article a published breaking-news item becomes: a quick brief. */

export type BriefSource = { headline: string; summary: string; sourceUrl: string; sourceTitle: string; veteranRelevance: string };
export type Brief = { headline: string; summary: string; content: string; generatedByAI: boolean };

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Without a model: the source's own summary, quoted and credited, and a link to the full story. Nothing invented. */
export function extractiveBrief(item: BriefSource): Brief {
  const source = escapeHtml(item.sourceTitle);
  const link = escapeHtml(item.sourceUrl);
  const content = [
    `<p>${source} reports:</p>`,
    `<blockquote><p>${escapeHtml(item.summary)}</p></blockquote>`,
    `<p><strong>Why this matters to veterans:</strong> ${escapeHtml(item.veteranRelevance)}</p>`,
    `<p><a href="${link}" rel="noopener noreferrer">Read the full story at ${source}</a></p>`,
  ].join('\n');
  return { headline: item.headline, summary: item.summary, content, generatedByAI: false };
}

const modelBrief = z.object({
  headline: z.string().trim().min(1).max(200),
  summary: z.string().trim().min(1).max(500),
  content: z.string().trim().min(1).max(20_000),
});

function briefPrompt(item: BriefSource): ChatMessage[] {
  return [
    {
      role: 'system',
      content:
        'You write short news briefs for US military veterans. Use only the facts given; invent nothing (no quotes, numbers or dates that are not in the text). ' +
        'Answer in JSON: {"headline": string, "summary": one sentence, "content": 2-4 short HTML paragraphs (<p> only) ending with a link to the source}.',
    },
    {
      role: 'user',
      content: JSON.stringify({
        headline: item.headline,
        summary: item.summary,
        source: item.sourceTitle,
        sourceUrl: item.sourceUrl,
        whyItMatters: item.veteranRelevance,
      }),
    },
  ];
}

/** The model's brief when one is configured; its failure falls back to the extractive brief, never to nothing. */
export async function writeBrief(item: BriefSource, model: ChatModel | null): Promise<Brief> {
  if (!model) return extractiveBrief(item);
  try {
    const answer = await model.completeJson(briefPrompt(item), modelBrief);
    const credit = `<p><a href="${escapeHtml(item.sourceUrl)}" rel="noopener noreferrer">Source: ${escapeHtml(item.sourceTitle)}</a></p>`;
    const content = answer.content.includes(item.sourceUrl) ? answer.content : `${answer.content}\n${credit}`;
    return { headline: answer.headline, summary: answer.summary, content, generatedByAI: true };
  } catch (error) {
    logger.warn({ err: error }, 'breaking-news brief: the model failed, using the extractive brief');
    return extractiveBrief(item);
  }
}

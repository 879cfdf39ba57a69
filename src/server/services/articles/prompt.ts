import { z } from 'zod';
import type { Section } from '../../../shared/enums';
import { sectionLabels } from '../../../shared/labels';
import type { ArticleGenerateInput } from '../../../shared/schemas/articles';
import type { ChatMessage } from '../../lib/openai';

/** What each newsletter section asks of an article. */
const sectionBriefs: Record<Section, string> = {
  top_story: 'the lead story of the day: what happened, who it affects and what changes for veterans.',
  policy_watch: 'a policy or legislation update: what is proposed or decided, its status, and what it would mean for veterans.',
  veteran_resource: 'a resource veterans can use: who is eligible, what it offers and how to apply.',
  partner_spotlight: 'a spotlight on an organisation serving veterans: what it does and how to reach it, without hype.',
  community_highlight: 'a community story: the people involved and why it matters to other veterans.',
  quick_briefs: 'a short brief of two or three paragraphs.',
  action_center: 'a call to action: concrete steps a veteran can take now, with deadlines if any are known.',
};

/** The JSON the model is asked for; headline and summary may be missing, the body may not. */
export const generatedArticleAnswer = z.object({
  headline: z.string().nullish(),
  summary: z.string().nullish(),
  contentHtml: z.string().trim().min(1),
});
export type GeneratedArticleAnswer = z.infer<typeof generatedArticleAnswer>;

export function buildArticlePrompt(input: ArticleGenerateInput): ChatMessage[] {
  const system = [
    'You write for Muster, a daily news and resources newsletter for US military veterans and their families.',
    `Write a factual, plain-spoken article for the "${sectionLabels[input.section]}" section: ${sectionBriefs[input.section]}`,
    'Use the context given and facts you are sure of. Do not invent names, figures, quotes, dates or links; where a detail is unknown, tell readers where to check it (for example VA.gov or their VSO).',
    'Write in short paragraphs, in American English, without jargon or sales language.',
    'Answer with one JSON object and nothing else: {"headline": string, "summary": string, "contentHtml": string}.',
    'headline: a clear headline. summary: one or two plain-text sentences. contentHtml: the article body as simple HTML using only <p>, <h2>, <h3>, <ul>, <ol>, <li>, <strong>, <em>, <blockquote> and <a href>; no scripts, styles or images.',
  ].join('\n');

  const context = [
    `Headline or topic: ${input.headline}`,
    input.sourceLink ? `Source link (cite it as the source; you cannot open it): ${input.sourceLink}` : null,
    input.videoUrl ? `Related video: ${input.videoUrl}` : null,
    input.notes ? `Editor's notes:\n${input.notes}` : null,
  ].filter((line): line is string => line !== null);

  return [
    { role: 'system', content: system },
    { role: 'user', content: context.join('\n\n') },
  ];
}

import {
  AI_NOT_CONFIGURED,
  AI_UNUSABLE_ANSWER,
  HEADLINE_MAX,
  type AiStatus,
  type ArticleGenerateInput,
} from '../../../shared/schemas/articles';
import { AppError } from '../../errors';
import { ChatModelError, createChatModel } from '../../lib/openai';
import { htmlToText, sanitizeHtml } from '../../lib/sanitize';
import type { Config } from '../../config';
import { logger } from '../../lib/logger';
import { buildArticlePrompt, generatedArticleAnswer } from './prompt';
import type { Article, ArticleDraft } from './types';

function unusable(reason: unknown): AppError {
  // a warning, not an error: a flaky model is an outside failure the editor can retry
  logger.warn({ err: reason }, 'article generation failed');
  return new AppError('BAD_GATEWAY', AI_UNUSABLE_ANSWER, { cause: reason });
}

/** Writes an article with the configured model; stores it only when the answer is usable. */
export function createArticleGenerator(config: Config['openai'], store: (draft: ArticleDraft) => Promise<Article>) {
  const chat = createChatModel(config);

  return {
    status(): AiStatus {
      return { configured: chat !== null, model: chat?.model ?? null };
    },

    async generate(input: ArticleGenerateInput): Promise<Article> {
      if (!chat) throw new AppError('SERVICE_UNAVAILABLE', AI_NOT_CONFIGURED);
      let answer;
      try {
        answer = await chat.completeJson(buildArticlePrompt(input), generatedArticleAnswer);
      } catch (error) {
        if (error instanceof ChatModelError) throw unusable(error);
        throw error;
      }
      const content = sanitizeHtml(answer.contentHtml).trim();
      if (!content) throw unusable('the article body was empty once sanitized');
      const modelHeadline = htmlToText(answer.headline ?? '');
      const summary = htmlToText(answer.summary ?? '');
      return store({
        headline: modelHeadline && modelHeadline.length <= HEADLINE_MAX ? modelHeadline : input.headline,
        content,
        section: input.section,
        sourceLink: input.sourceLink,
        videoUrl: input.videoUrl,
        summary: summary || null,
        generatedByAI: true,
      });
    },
  };
}

import { describe, expect, it } from 'vitest';
import { buildArticlePrompt, generatedArticleAnswer } from '../../src/server/services/articles/prompt';
import { createChatModel, parseJsonAnswer } from '../../src/server/lib/openai';

describe('buildArticlePrompt', () => {
  it('asks for a factual article for veterans in the section, as JSON', () => {
    const [system, user] = buildArticlePrompt({
      headline: 'GI Bill changes',
      section: 'policy_watch',
      sourceLink: 'https://www.va.gov/gi-bill',
      videoUrl: 'https://youtu.be/abc',
      notes: 'Focus on housing allowance.',
    });
    expect(system.role).toBe('system');
    expect(system.content).toContain('US military veterans');
    expect(system.content).toContain('"Policy Watch"');
    expect(system.content).toContain('factual, plain-spoken');
    expect(system.content).toContain('{"headline": string, "summary": string, "contentHtml": string}');
    expect(user).toEqual({
      role: 'user',
      content: [
        'Headline or topic: GI Bill changes',
        'Source link (cite it as the source; you cannot open it): https://www.va.gov/gi-bill',
        'Related video: https://youtu.be/abc',
        "Editor's notes:\nFocus on housing allowance.",
      ].join('\n\n'),
    });
  });

  it('leaves out the context that was not given', () => {
    const [, user] = buildArticlePrompt({
      headline: 'Topic',
      section: 'top_story',
      sourceLink: null,
      videoUrl: null,
      notes: null,
    });
    expect(user.content).toBe('Headline or topic: Topic');
  });
});

describe('the answer the model must give', () => {
  it('needs a non-blank body; headline and summary may be missing', () => {
    expect(generatedArticleAnswer.safeParse({ contentHtml: '<p>x</p>' }).success).toBe(true);
    expect(generatedArticleAnswer.safeParse({ headline: 'h', summary: null, contentHtml: '<p>x</p>' }).success).toBe(true);
    expect(generatedArticleAnswer.safeParse({ headline: 'h' }).success).toBe(false);
    expect(generatedArticleAnswer.safeParse({ contentHtml: '   ' }).success).toBe(false);
    expect(generatedArticleAnswer.safeParse({ contentHtml: 42 }).success).toBe(false);
  });
});

describe('parseJsonAnswer', () => {
  it('reads plain JSON and JSON inside a Markdown fence', () => {
    expect(parseJsonAnswer('{"a":1}')).toEqual({ a: 1 });
    expect(parseJsonAnswer('```json\n{"a":1}\n```')).toEqual({ a: 1 });
    expect(parseJsonAnswer('```\n{"a":2}\n```')).toEqual({ a: 2 });
  });

  it('refuses anything else', () => {
    expect(() => parseJsonAnswer('Here you go: {"a":1}')).toThrow();
  });
});

describe('createChatModel', () => {
  it('is null when no model is configured', () => {
    expect(createChatModel({ model: 'gpt-4o-mini', configured: false })).toBeNull();
    expect(createChatModel({ apiKey: 'k', model: 'm', configured: true })?.model).toBe('m');
  });
});

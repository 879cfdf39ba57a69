import { describe, expect, it } from 'vitest';
import { assertPlacement, normalizeContent, withArticle, withoutArticle } from '../../src/server/services/newsletters/contentRules';
import { planUpdate } from '../../src/server/services/newsletters/planUpdate';
import { emptyNewsletterContent } from '../../src/shared/newsletterContent';
import { newsletterContentInput, newsletterUpdateInput } from '../../src/shared/schemas/newsletters';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const art = (n: number, section: string) => ({ id: id(n), section, headline: `Headline ${n}` });

describe('placing articles in a newsletter', () => {
  it('puts an article into the section matching its own', () => {
    let content = withArticle(emptyNewsletterContent(), art(1, 'top_story'));
    content = withArticle(content, art(2, 'policy_watch'));
    content = withArticle(content, art(3, 'policy_watch'));
    expect(content).toMatchObject({ topStory: id(1), policyWatch: [id(2), id(3)], quickBriefs: [] });
  });

  it('refuses a duplicate with 409', () => {
    const content = withArticle(emptyNewsletterContent(), art(1, 'quick_briefs'));
    expect(() => withArticle(content, art(1, 'quick_briefs'))).toThrow(
      expect.objectContaining({ code: 'CONFLICT', message: 'This article is already in the newsletter.' }),
    );
  });

  it('refuses a full section naming it and its cap', () => {
    const top = withArticle(emptyNewsletterContent(), art(1, 'top_story'));
    expect(() => withArticle(top, art(2, 'top_story'))).toThrow(
      expect.objectContaining({
        code: 'CONFLICT',
        message: 'The Top Story section already holds its 1 article. Remove it first.',
      }),
    );
    let briefs = emptyNewsletterContent();
    for (let i = 1; i <= 4; i++) briefs = withArticle(briefs, art(i, 'quick_briefs'));
    expect(() => withArticle(briefs, art(5, 'quick_briefs'))).toThrow(
      'The Quick Briefs section already holds its 4 articles. Remove one first.',
    );
    let policy = emptyNewsletterContent();
    for (let i = 1; i <= 3; i++) policy = withArticle(policy, art(i, 'policy_watch'));
    expect(() => withArticle(policy, art(4, 'policy_watch'))).toThrow('holds its 3 articles');
  });

  it('removes an article from whichever section holds it, 404 when absent', () => {
    const content = withArticle(withArticle(emptyNewsletterContent(), art(1, 'action_center')), art(2, 'quick_briefs'));
    expect(withoutArticle(content, id(1)).actionCenter).toBeNull();
    expect(withoutArticle(content, id(2)).quickBriefs).toEqual([]);
    expect(() => withoutArticle(content, id(9))).toThrow(expect.objectContaining({ code: 'NOT_FOUND' }));
  });

  it('fills sections an older stored row left out', () => {
    expect(normalizeContent({ topStory: id(1) })).toEqual({ ...emptyNewsletterContent(), topStory: id(1) });
  });

  it('checks client content against the articles found', () => {
    const content = { ...emptyNewsletterContent(), topStory: id(1), quickBriefs: [id(2)] };
    expect(() => assertPlacement(content, [art(1, 'top_story'), art(2, 'quick_briefs')])).not.toThrow();
    expect(() => assertPlacement(content, [art(1, 'top_story')])).toThrow(
      expect.objectContaining({ code: 'BAD_REQUEST', message: `No article with id ${id(2)} exists.` }),
    );
    expect(() => assertPlacement(content, [art(1, 'policy_watch'), art(2, 'quick_briefs')])).toThrow(
      '"Headline 1" is a Policy Watch article and cannot be placed in Top Story.',
    );
  });
});

describe('newsletter content input', () => {
  it('accepts an empty or partial content as empty sections', () => {
    expect(newsletterContentInput.parse({})).toEqual(emptyNewsletterContent());
    expect(newsletterContentInput.parse({ topStory: null, policyWatch: [] })).toEqual(emptyNewsletterContent());
  });

  it('refuses more than a section holds, duplicates and bad ids', () => {
    const over = newsletterContentInput.safeParse({ policyWatch: [id(1), id(2), id(3), id(4)] });
    expect(over.error?.issues[0].message).toBe('The Policy Watch section holds at most 3 articles.');
    const briefs = newsletterContentInput.safeParse({ quickBriefs: [1, 2, 3, 4, 5].map(id) });
    expect(briefs.error?.issues[0].message).toBe('The Quick Briefs section holds at most 4 articles.');
    const dup = newsletterContentInput.safeParse({ topStory: id(1), quickBriefs: [id(1)] });
    expect(dup.error?.issues[0].message).toBe('An article can appear only once in a newsletter.');
    const bad = newsletterContentInput.safeParse({ topStory: 'nope' });
    expect(bad.error?.issues[0].message).toBe('Not a valid article id.');
  });
});

describe('newsletter status moves', () => {
  const now = new Date('2026-11-21T20:00:00Z');
  const tomorrow8 = new Date('2026-11-22T08:00:00Z');
  const update = (body: Record<string, unknown>) => {
    const { id: _id, ...input } = newsletterUpdateInput.parse({ id: id(1), ...body });
    return input;
  };

  it('schedules a draft only with a future time', () => {
    expect(planUpdate({ status: 'draft' }, update({ status: 'scheduled', scheduledDate: tomorrow8.toISOString() }), now)).toEqual({
      status: 'scheduled',
      scheduledDate: tomorrow8,
    });
    expect(() => planUpdate({ status: 'draft' }, update({ status: 'scheduled' }), now)).toThrow(
      expect.objectContaining({ code: 'BAD_REQUEST', message: 'Please choose when to send this newsletter (scheduledDate).' }),
    );
    expect(() => planUpdate({ status: 'draft' }, update({ status: 'scheduled', scheduledDate: '2026-11-20T08:00:00Z' }), now)).toThrow(
      expect.objectContaining({ code: 'BAD_REQUEST', message: 'The scheduled send time must be in the future.' }),
    );
  });

  it("stamps a send with the server's clock, ignoring the client's sentDate", () => {
    const body = { status: 'sent', sentDate: '2020-01-01T00:00:00Z' };
    expect(planUpdate({ status: 'draft' }, update(body), now)).toEqual({ status: 'sent', sentDate: now });
    expect(planUpdate({ status: 'scheduled' }, update(body), now)).toEqual({ status: 'sent', sentDate: now });
  });

  it('cancelling a schedule clears the time', () => {
    expect(planUpdate({ status: 'scheduled' }, update({ status: 'draft' }), now)).toEqual({ status: 'draft', scheduledDate: null });
  });

  it('re-times a scheduled newsletter and edits fields without a move', () => {
    expect(planUpdate({ status: 'scheduled' }, update({ scheduledDate: tomorrow8.toISOString(), title: ' New ' }), now)).toEqual({
      title: 'New',
      scheduledDate: tomorrow8,
    });
    expect(planUpdate({ status: 'draft' }, update({ status: 'draft', type: 'weekly' }), now)).toEqual({ type: 'weekly' });
  });

  it('keeps a sent newsletter final', () => {
    for (const body of [{ title: 'x' }, { status: 'draft' }, { status: 'sent' }]) {
      expect(() => planUpdate({ status: 'sent' }, update(body), now)).toThrow(
        expect.objectContaining({
          code: 'CONFLICT',
          message: 'This newsletter has already been sent and can no longer be changed.',
        }),
      );
    }
  });

  it('refuses an update that carries nothing', () => {
    const res = newsletterUpdateInput.safeParse({ id: id(1), sentDate: '2026-01-01' });
    expect(res.error?.issues[0].message).toMatch(/^Nothing to update/);
  });
});

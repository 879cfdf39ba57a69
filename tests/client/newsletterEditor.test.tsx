import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toaster } from '../../src/client/components/toastStore';
import { nextScheduledSend } from '../../src/shared/schedule';
import { apiError, forever, signedInAdmin, trpcMsw } from '../mocks/trpc';
import { newsletterDetail, newsletterPage, newsletterRow, type NewsletterRow } from '../mocks/data/newsletters';
import { articlePage, articleRow } from '../mocks/data/articles';
import { renderApp, useMockApi } from './support/renderApp';

const server = useMockApi(
  signedInAdmin(),
  trpcMsw.newsletters.list.query(() => newsletterPage([])),
  trpcMsw.articles.list.query(() => articlePage([])),
  trpcMsw.newsletters.delivery.query(() => ({ queued: 0, sent: 0, failed: 0, total: 0 })),
);

afterEach(() => toaster.remove());

/** The API answering with these newsletters (and each one's detail) and these articles. */
function withData(newsletters: NewsletterRow[], articles = [articleRow()]) {
  server.use(
    trpcMsw.newsletters.list.query(() => newsletterPage(newsletters)),
    trpcMsw.newsletters.get.query(({ input }) => newsletterDetail(newsletters.find((row) => row.id === input.id)!)),
    trpcMsw.articles.list.query(() => articlePage(articles)),
  );
}

async function openEditor(path = '/admin/newsletter') {
  renderApp(path);
  await screen.findByRole('heading', { name: 'Newsletter Editor', level: 1 });
}

async function selectNewsletter(title: string) {
  await userEvent.click(await screen.findByRole('button', { name: new RegExp(title) }));
  return screen.findByRole('region', { name: 'Newsletter Preview' });
}

const sendButton = () => screen.getByRole('button', { name: 'Send Newsletter' });

describe('Newsletter Editor: lists', () => {
  it('shows the loading texts while the lists load', async () => {
    server.use(
      trpcMsw.newsletters.list.query(() => forever()),
      trpcMsw.articles.list.query(() => forever()),
    );
    await openEditor();
    expect(await screen.findByText('Loading newsletters...')).toBeTruthy();
    expect(screen.getByText('Loading articles...')).toBeTruthy();
  });

  it('shows the empty texts, no preview, and Send Newsletter off when there is nothing', async () => {
    await openEditor();
    expect(await screen.findByText('No newsletters found. Create your first newsletter above.')).toBeTruthy();
    expect(await screen.findByText('No articles available. Generate some articles first.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Newsletter Preview' })).toBeNull();
    expect(sendButton().hasAttribute('disabled')).toBe(true);
  });

  it('says when a list failed, with the server message and a retry', async () => {
    server.use(
      trpcMsw.newsletters.list.query(() => {
        throw apiError('INTERNAL_SERVER_ERROR', 'Database unavailable.');
      }),
    );
    await openEditor();
    expect(await screen.findByText('Could not load newsletters. Database unavailable.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('asks for the first 10 of each list and shows title, type, date and status', async () => {
    const asked: unknown[] = [];
    const rows = [newsletterRow({ title: 'Monday Brief', status: 'sent' }), newsletterRow({ title: 'Deep Dive 12', type: 'weekly' })];
    server.use(
      trpcMsw.newsletters.list.query(({ input }) => {
        asked.push(input);
        return newsletterPage(rows, 14);
      }),
      trpcMsw.articles.list.query(({ input }) => {
        asked.push(input);
        return articlePage([
          articleRow({ headline: 'PACT Act deadline', section: 'policy_watch', generatedByAI: true }),
          articleRow({ headline: 'Food bank opens', section: 'community_highlight' }),
        ]);
      }),
    );
    await openEditor();
    const monday = await screen.findByRole('button', { name: /Monday Brief/ });
    expect(monday.textContent).toContain('Daily Brief');
    expect(monday.textContent).toMatch(/Created [A-Z][a-z]{2} \d{1,2}, 2026/);
    expect(monday.textContent).toContain('Sent');
    const deep = screen.getByRole('button', { name: /Deep Dive 12/ });
    expect(deep.textContent).toContain('Weekly Deep-Dive');
    expect(deep.textContent).toContain('Draft');
    expect(screen.getByText('The 2 newest of 14. Choose one to preview and send it.')).toBeTruthy();

    const articles = await screen.findByRole('list', { name: 'Available articles' });
    expect(await within(articles).findByText('PACT Act deadline')).toBeTruthy();
    expect(within(articles).getByText('Policy Watch')).toBeTruthy();
    expect(within(articles).getByText('AI Generated')).toBeTruthy();
    expect(within(articles).getByText('Manual')).toBeTruthy();
    expect(asked).toEqual(expect.arrayContaining([{ limit: 10 }, expect.objectContaining({ limit: 10, offset: 0 })]));
  });
});

describe('Newsletter Editor: create', () => {
  it('refuses a blank title with the spec message and sends nothing', async () => {
    let calls = 0;
    server.use(
      trpcMsw.newsletters.create.mutation(() => {
        calls += 1;
        throw apiError('BAD_REQUEST', 'no');
      }),
    );
    await openEditor();
    await userEvent.type(screen.getByLabelText(/Title/), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Please enter a newsletter title.')).toBeTruthy();
    expect(calls).toBe(0);
  });

  it('creates a draft with empty sections, says so, and selects it', async () => {
    const created = newsletterRow({ title: 'Veterans Day Brief' });
    let sent: unknown;
    server.use(
      trpcMsw.newsletters.create.mutation(({ input }) => {
        sent = input;
        withData([created]);
        return created;
      }),
    );
    await openEditor();
    await userEvent.type(screen.getByLabelText(/Title/), '  Veterans Day Brief ');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Newsletter created')).toBeTruthy();
    expect(screen.getByText('Your newsletter has been saved as a draft.')).toBeTruthy();
    expect(sent).toMatchObject({ title: 'Veterans Day Brief', type: 'daily', content: { topStory: null, policyWatch: [] } });
    expect((screen.getByLabelText(/Title/) as HTMLInputElement).value).toBe('');
    const preview = await screen.findByRole('region', { name: 'Newsletter Preview' });
    expect(await within(preview).findByText('Veterans Day Brief')).toBeTruthy();
  });

  it('preselects the type from ?type=weekly', async () => {
    let sent: { type?: string } = {};
    server.use(
      trpcMsw.newsletters.create.mutation(({ input }) => {
        sent = input;
        const created = newsletterRow({ type: 'weekly' });
        withData([created]);
        return created;
      }),
    );
    await openEditor('/admin/newsletter?type=weekly');
    expect((screen.getByLabelText('Type') as HTMLSelectElement).value).toBe('weekly');
    await userEvent.type(screen.getByLabelText(/Title/), 'Deep Dive');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await screen.findByText('Newsletter created');
    expect(sent.type).toBe('weekly');
  });

  it('shows Creating... while pending', async () => {
    server.use(trpcMsw.newsletters.create.mutation(() => forever()));
    await openEditor();
    await userEvent.type(screen.getByLabelText(/Title/), 'Slow one');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Creating...')).toBeTruthy();
  });

  it('shows the failure toast with the server message', async () => {
    server.use(
      trpcMsw.newsletters.create.mutation(() => {
        throw apiError('BAD_REQUEST', 'The title must be at most 200 characters.');
      }),
    );
    await openEditor();
    await userEvent.type(screen.getByLabelText(/Title/), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Failed to create newsletter.')).toBeTruthy();
    expect(screen.getByText('The title must be at most 200 characters.')).toBeTruthy();
  });
});

describe('Newsletter Editor: preview, schedule and send', () => {
  it('opens the selected newsletter with the preview link and the seven sections with their caps', async () => {
    const draft = newsletterRow({ title: 'Tuesday Brief' });
    const story = articleRow({ headline: 'GI Bill change', section: 'top_story' });
    const briefs = [
      articleRow({ headline: 'Brief one', section: 'quick_briefs' }),
      articleRow({ headline: 'Brief two', section: 'quick_briefs' }),
    ];
    let removed: unknown;
    withData([draft]);
    server.use(
      trpcMsw.newsletters.get.query(() => newsletterDetail(draft, { top_story: [story], quick_briefs: briefs })),
      trpcMsw.newsletters.removeArticle.mutation(({ input }) => {
        removed = input;
        return draft;
      }),
    );
    await openEditor();
    const preview = await selectNewsletter('Tuesday Brief');
    const link = await within(preview).findByRole('link', { name: /Preview Email/ });
    expect(link.getAttribute('href')).toBe(`/api/newsletters/${draft.id}/preview`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');

    const sections = within(preview).getByRole('list', { name: 'Newsletter sections' });
    const names = within(sections)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(names).toEqual([
      'Top Story',
      'Policy Watch',
      'Veteran Resource',
      'Partner Spotlight',
      'Community Highlight',
      'Quick Briefs',
      'Action Center',
    ]);
    expect(within(sections).getByText('2 of 4')).toBeTruthy();
    expect(within(sections).getByText('0 of 3')).toBeTruthy();
    expect(within(sections).getByText('GI Bill change')).toBeTruthy();

    await userEvent.click(within(sections).getByRole('button', { name: 'Remove "Brief two"' }));
    expect(await screen.findByText('Article removed')).toBeTruthy();
    expect(removed).toEqual({ id: draft.id, articleId: briefs[1].id });
  });

  it('schedules a draft for the next day at 08:00 local time', async () => {
    const draft = newsletterRow({ title: 'Draft Brief' });
    let sent: { status?: string; scheduledDate?: Date | string | null } = {};
    withData([draft]);
    server.use(
      trpcMsw.newsletters.update.mutation(({ input }) => {
        sent = input;
        return { ...draft, status: 'scheduled' };
      }),
    );
    await openEditor();
    const preview = await selectNewsletter('Draft Brief');
    const schedule = await within(preview).findByRole('button', { name: 'Schedule Send' });
    expect(schedule.hasAttribute('disabled')).toBe(false);
    expect(sendButton().hasAttribute('disabled')).toBe(false);
    await userEvent.click(schedule);
    expect(await screen.findByText('Newsletter updated')).toBeTruthy();
    expect(screen.getByText('Your changes have been saved.')).toBeTruthy();
    expect(sent.status).toBe('scheduled');
    expect(new Date(sent.scheduledDate!).getTime()).toBe(nextScheduledSend(new Date()).getTime());
  });

  it('offers no scheduling for a scheduled newsletter but lets it be cancelled back to draft', async () => {
    const scheduled = newsletterRow({ title: 'Queued Brief', status: 'scheduled' });
    let sent: { status?: string } = {};
    withData([scheduled]);
    server.use(
      trpcMsw.newsletters.update.mutation(({ input }) => {
        sent = input;
        return { ...scheduled, status: 'draft' };
      }),
    );
    await openEditor();
    const preview = await selectNewsletter('Queued Brief');
    expect((await within(preview).findByRole('button', { name: 'Schedule Send' })).hasAttribute('disabled')).toBe(true);
    expect(within(preview).getByText(/^Scheduled for /)).toBeTruthy();
    await userEvent.click(within(preview).getByRole('button', { name: 'Cancel Schedule' }));
    await screen.findByText('Newsletter updated');
    expect(sent.status).toBe('draft');
  });

  it('locks a sent newsletter: Send, Schedule, Add and Remove are all unavailable', async () => {
    const sentOne = newsletterRow({ title: 'Old Brief', status: 'sent' });
    const story = articleRow({ headline: 'Kept story' });
    withData([sentOne], [articleRow({ headline: 'Fresh article' })]);
    server.use(trpcMsw.newsletters.get.query(() => newsletterDetail(sentOne, { top_story: [story] })));
    await openEditor();
    const preview = await selectNewsletter('Old Brief');
    expect((await within(preview).findByRole('button', { name: 'Schedule Send' })).hasAttribute('disabled')).toBe(true);
    expect(sendButton().hasAttribute('disabled')).toBe(true);
    expect(within(preview).getByText('Kept story')).toBeTruthy();
    expect(within(preview).queryByRole('button', { name: /Remove/ })).toBeNull();
    const add = screen.getByRole('button', { name: 'Add to Newsletter: "Fresh article"' });
    expect(add.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('The selected newsletter has been sent; its articles can no longer change.')).toBeTruthy();
  });

  it('asks before sending, then marks the newsletter sent', async () => {
    const draft = newsletterRow({ title: 'Ready Brief' });
    let sent: { status?: string; id?: string } = {};
    withData([draft]);
    server.use(
      trpcMsw.newsletters.update.mutation(({ input }) => {
        sent = input;
        return { ...draft, status: 'sent', sentDate: new Date() };
      }),
    );
    await openEditor();
    await selectNewsletter('Ready Brief');
    await waitFor(() => expect(sendButton().hasAttribute('disabled')).toBe(false));
    await userEvent.click(sendButton());
    const dialog = await screen.findByRole('alertdialog', { name: 'Send this newsletter?' });
    expect(within(dialog).getByText('Ready Brief')).toBeTruthy();
    expect(sent).toEqual({});
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Now' }));
    expect(await screen.findByText('Newsletter updated')).toBeTruthy();
    expect(sent).toEqual({ id: draft.id, status: 'sent' });
  });

  it("shows the server's reason when an update is refused", async () => {
    const draft = newsletterRow({ title: 'Contested Brief' });
    withData([draft]);
    server.use(
      trpcMsw.newsletters.update.mutation(() => {
        throw apiError('CONFLICT', 'This newsletter has already been sent and can no longer be changed.');
      }),
    );
    await openEditor();
    const preview = await selectNewsletter('Contested Brief');
    await userEvent.click(await within(preview).findByRole('button', { name: 'Schedule Send' }));
    expect(await screen.findByText('Failed to update newsletter.')).toBeTruthy();
    expect(screen.getByText('This newsletter has already been sent and can no longer be changed.')).toBeTruthy();
  });
});

describe('Newsletter Editor: Add to Newsletter', () => {
  it('is off with a hint until a newsletter is selected', async () => {
    withData([newsletterRow({ title: 'Some Brief' })], [articleRow({ headline: 'Lonely article' })]);
    await openEditor();
    const add = await screen.findByRole('button', { name: 'Add to Newsletter: "Lonely article"' });
    expect(add.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Select a newsletter to add articles to it.')).toBeTruthy();
  });

  it('adds the article to the selected newsletter', async () => {
    const draft = newsletterRow({ title: 'Filling Brief' });
    const article = articleRow({ headline: 'Claims backlog shrinks', section: 'policy_watch' });
    let sent: unknown;
    withData([draft], [article]);
    server.use(
      trpcMsw.newsletters.addArticle.mutation(({ input }) => {
        sent = input;
        return draft;
      }),
    );
    await openEditor();
    await selectNewsletter('Filling Brief');
    const add = screen.getByRole('button', { name: 'Add to Newsletter: "Claims backlog shrinks"' });
    await waitFor(() => expect(add.hasAttribute('disabled')).toBe(false));
    await userEvent.click(add);
    expect(await screen.findByText('Article added')).toBeTruthy();
    expect(screen.getByText('"Claims backlog shrinks" is in Policy Watch.')).toBeTruthy();
    expect(sent).toEqual({ id: draft.id, articleId: article.id });
  });

  it('finds any article on the server by search, section and origin, a page at a time', async () => {
    const asked: Record<string, unknown>[] = [];
    const old = articleRow({ headline: 'Six-week-old brief', section: 'quick_briefs' });
    withData([newsletterRow({ title: 'Today' })]);
    server.use(
      trpcMsw.articles.list.query(({ input }) => {
        asked.push(input ?? {});
        return articlePage(
          input?.q ? [old] : Array.from({ length: 10 }, (_, i) => articleRow({ headline: `Fresh ${i}` })),
          input?.q ? 1 : 25,
        );
      }),
    );
    await openEditor();
    const card = screen.getByRole('region', { name: 'Available Articles' });
    await within(card).findByText('Fresh 0');
    expect(within(card).getByText('Showing 1–10 of 25 articles')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ offset: 10, limit: 10 }));

    await userEvent.selectOptions(within(card).getByLabelText('Section'), 'quick_briefs');
    await userEvent.selectOptions(within(card).getByLabelText('Written by'), 'manual');
    await userEvent.type(within(card).getByLabelText('Search articles'), 'six-week');
    await within(card).findByText('Six-week-old brief');
    expect(asked.at(-1)).toMatchObject({ q: 'six-week', section: 'quick_briefs', origin: 'manual', offset: 0 });
  });

  it('says which articles are already in the selected newsletter', async () => {
    const inside = articleRow({ headline: 'Already placed', section: 'top_story' });
    const outside = articleRow({ headline: 'Not yet placed', section: 'policy_watch' });
    const draft = newsletterRow({ title: 'Holding Brief', content: { ...newsletterRow().content, topStory: inside.id } });
    withData([draft], [inside, outside]);
    await openEditor();
    await selectNewsletter('Holding Brief');
    const list = screen.getByRole('list', { name: 'Available articles' });
    const placed = within(list).getByText('Already placed').closest('li')!;
    await within(placed as HTMLElement).findByText('✓ In this newsletter');
    expect(within(placed as HTMLElement).queryByRole('button', { name: /Add to Newsletter/ })).toBeNull();
    expect(within(list).getByRole('button', { name: 'Add to Newsletter: "Not yet placed"' })).toBeTruthy();
  });

  it('renames a draft and deletes it after asking; a sent one offers neither', async () => {
    const draft = newsletterRow({ title: 'Untitled draft' });
    const sent = newsletterRow({ title: 'Gone out', status: 'sent' });
    const calls: unknown[] = [];
    withData([draft, sent]);
    server.use(
      trpcMsw.newsletters.update.mutation(({ input }) => {
        calls.push(['update', input]);
        return { ...draft, title: input.title ?? draft.title };
      }),
      trpcMsw.newsletters.remove.mutation(({ input }) => {
        calls.push(['remove', input]);
        return draft;
      }),
    );
    await openEditor();
    let preview = await selectNewsletter('Gone out');
    await within(preview).findByText('Gone out');
    expect(within(preview).queryByRole('button', { name: 'Rename' })).toBeNull();
    expect(within(preview).queryByRole('button', { name: /Delete/ })).toBeNull();

    preview = await selectNewsletter('Untitled draft');
    await userEvent.click(await within(preview).findByRole('button', { name: 'Rename' }));
    const title = within(preview).getByLabelText(/Newsletter title/);
    await userEvent.clear(title);
    await userEvent.click(within(preview).getByRole('button', { name: 'Save Title' }));
    expect(await within(preview).findByText('Please enter a newsletter title.')).toBeTruthy();
    await userEvent.type(title, 'Daily Brief — Nov 23');
    await userEvent.click(within(preview).getByRole('button', { name: 'Save Title' }));
    expect(await screen.findByText('Newsletter updated')).toBeTruthy();

    await userEvent.click(within(preview).getByRole('button', { name: 'Delete Untitled draft' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete newsletter?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Newsletter deleted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Newsletter Preview' })).toBeNull());
    expect(calls).toEqual([
      ['update', { id: draft.id, title: 'Daily Brief — Nov 23' }],
      ['remove', { id: draft.id }],
    ]);
  });

  it("shows the server's 409 message when the section is full", async () => {
    const draft = newsletterRow({ title: 'Full Brief' });
    const article = articleRow({ headline: 'One too many' });
    withData([draft], [article]);
    server.use(
      trpcMsw.newsletters.addArticle.mutation(() => {
        throw apiError('CONFLICT', 'The Top Story section already holds its 1 article. Remove it first.');
      }),
    );
    await openEditor();
    await selectNewsletter('Full Brief');
    const add = screen.getByRole('button', { name: 'Add to Newsletter: "One too many"' });
    await waitFor(() => expect(add.hasAttribute('disabled')).toBe(false));
    await userEvent.click(add);
    expect(await screen.findByText('Failed to add article.')).toBeTruthy();
    expect(screen.getByText('The Top Story section already holds its 1 article. Remove it first.')).toBeTruthy();
  });
});

describe('Newsletter Editor: delivery', () => {
  it('shows progress while a sent newsletter goes out, refreshing until nothing is queued', async () => {
    const sentOne = newsletterRow({ title: 'Going Out', status: 'sent' });
    withData([sentOne]);
    const answers = [
      { queued: 7, sent: 3, failed: 0, total: 10 },
      { queued: 0, sent: 9, failed: 1, total: 10 },
    ];
    let asked = 0;
    server.use(trpcMsw.newsletters.delivery.query(() => answers[Math.min(asked++, answers.length - 1)]));
    await openEditor();
    const preview = await selectNewsletter('Going Out');
    expect(await within(preview).findByText('Sending: 3 of 10 done')).toBeTruthy();
    expect(within(preview).getByText('7 queued · 3 sent · 0 failed')).toBeTruthy();
    expect(await within(preview).findByText('Delivered to 9 of 10 subscribers', {}, { timeout: 5000 })).toBeTruthy();
    expect(within(preview).getByText('0 queued · 9 sent · 1 failed')).toBeTruthy();
    const settled = asked;
    await new Promise((r) => setTimeout(r, 2500));
    expect(asked).toBe(settled);
  });

  it('says when delivery progress cannot be read', async () => {
    const sentOne = newsletterRow({ title: 'Unknown Fate', status: 'sent' });
    withData([sentOne]);
    server.use(
      trpcMsw.newsletters.delivery.query(() => {
        throw apiError('INTERNAL_SERVER_ERROR', 'Database unavailable.');
      }),
    );
    await openEditor();
    const preview = await selectNewsletter('Unknown Fate');
    expect(await within(preview).findByText('Could not load delivery progress. Database unavailable.')).toBeTruthy();
  });

  it('sends a test to a typed address and shows a refusal in the dialog', async () => {
    const draft = newsletterRow({ title: 'Test Brief' });
    withData([draft]);
    const asked: unknown[] = [];
    server.use(
      trpcMsw.newsletters.sendTest.mutation(({ input }) => {
        asked.push(input);
        if (input.email === 'gone@example.org') throw apiError('BAD_GATEWAY', 'The test email could not be sent: No such user');
        return { email: input.email };
      }),
    );
    await openEditor();
    const preview = await selectNewsletter('Test Brief');
    await userEvent.click(within(preview).getByRole('button', { name: 'Send a test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a test' });
    await userEvent.type(within(dialog).getByLabelText(/Email address/), 'gone@example.org');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Test' }));
    expect(await within(dialog).findByText('The test email could not be sent: No such user')).toBeTruthy();

    await userEvent.clear(within(dialog).getByLabelText(/Email address/));
    await userEvent.type(within(dialog).getByLabelText(/Email address/), 'editor@example.org');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Test' }));
    expect(await screen.findByText('Test email sent')).toBeTruthy();
    expect(asked).toEqual([
      { id: draft.id, email: 'gone@example.org' },
      { id: draft.id, email: 'editor@example.org' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send a test' })).toBeNull());
  });
});

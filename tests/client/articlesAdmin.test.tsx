import { afterEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toaster } from '../../src/client/components/toastStore';
import { apiError, forever, signedInAdmin, trpcMsw } from '../mocks/trpc';
import { articlePage, articleRow } from '../mocks/data/articles';
import { renderApp, useMockApi } from './support/renderApp';

configure({ asyncUtilTimeout: 5000 });

const server = useMockApi(
  signedInAdmin(),
  trpcMsw.articles.list.query(() => articlePage([])),
);

afterEach(() => toaster.remove());

describe('Articles screen', () => {
  it('shows the loading, empty and failure states', async () => {
    server.use(trpcMsw.articles.list.query(() => forever()));
    const first = renderApp('/admin/articles');
    expect(await screen.findByText('Loading articles...')).toBeTruthy();
    first.unmount();

    server.use(trpcMsw.articles.list.query(() => articlePage([])));
    const second = renderApp('/admin/articles');
    expect(await screen.findByText('No articles yet. Write your first article with New Article.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New Article' }).getAttribute('href')).toBe('/admin/articles/new');
    second.unmount();

    server.use(
      trpcMsw.articles.list.query(() => {
        throw apiError('INTERNAL_SERVER_ERROR', 'Database unavailable.');
      }),
    );
    renderApp('/admin/articles');
    expect(await screen.findByText('Failed to load articles.')).toBeTruthy();
  });

  it('searches and filters on the server, pages, and says when nothing matches', async () => {
    const asked: Record<string, unknown>[] = [];
    server.use(
      trpcMsw.articles.list.query(({ input }) => {
        asked.push(input ?? {});
        if (input?.q) return articlePage([]);
        return articlePage(
          Array.from({ length: 2 }, (_, i) => articleRow({ headline: `Story ${i}`, generatedByAI: i === 0 })),
          45,
        );
      }),
    );
    renderApp('/admin/articles');
    const list = await screen.findByRole('list', { name: 'Articles' });
    const ai = within(list).getByText('Story 0').closest('li')!;
    expect(within(ai as HTMLElement).getByText('AI Generated')).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'Edit Story 1' }).getAttribute('href')).toMatch(/^\/admin\/articles\/[0-9a-f-]+$/);
    expect(screen.getByText('Showing 1–20 of 45 articles')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ offset: 20, limit: 20 }));

    await userEvent.selectOptions(screen.getByLabelText('Section'), 'action_center');
    await userEvent.selectOptions(screen.getByLabelText('Written by'), 'ai');
    await userEvent.type(screen.getByLabelText('Search articles'), 'benefits');
    expect(await screen.findByText('No articles match your search.')).toBeTruthy();
    expect(asked.at(-1)).toMatchObject({ q: 'benefits', section: 'action_center', origin: 'ai', offset: 0 });
  });

  it('deletes an article only after asking', async () => {
    const doomed = articleRow({ headline: 'Outdated notice' });
    let rows = [doomed];
    const removed: unknown[] = [];
    server.use(
      trpcMsw.articles.list.query(() => articlePage(rows)),
      trpcMsw.articles.remove.mutation(({ input }) => {
        removed.push(input);
        rows = [];
        return doomed;
      }),
    );
    renderApp('/admin/articles');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Outdated notice' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete article?' });
    expect(dialog.textContent).toContain('removed from the site and from every newsletter not yet sent');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Article deleted')).toBeTruthy();
    expect(removed).toEqual([{ id: doomed.id }]);
    expect(await screen.findByText('No articles yet. Write your first article with New Article.')).toBeTruthy();
  });

  it('opens a new article from Import Social Content with the source link filled in, and checks it before saving', async () => {
    const created: unknown[] = [];
    server.use(
      trpcMsw.articles.create.mutation(({ input }) => {
        created.push(input);
        return articleRow();
      }),
    );
    renderApp('/admin/articles/new?sourceLink=https%3A%2F%2Fx.com%2Fva%2Fstatus%2F1');
    const form = await screen.findByRole('form', { name: 'New article' });
    expect((within(form).getByLabelText('Source Link') as HTMLInputElement).value).toBe('https://x.com/va/status/1');
    await within(form).findByRole('textbox', { name: 'Content' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save Article' }));
    expect(await within(form).findByText('Please enter a headline.')).toBeTruthy();
    expect(within(form).getByText('Please select a newsletter section.')).toBeTruthy();
    expect(within(form).getByText('Please enter the article content.')).toBeTruthy();
    expect(created).toEqual([]);
  });
});

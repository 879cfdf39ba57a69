import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, forever, signedInAdmin, trpcMsw } from '../mocks/trpc';
import { storedSiteContent } from '../mocks/data/marketing';
import { renderApp, useMockApi } from './support/renderApp';

// the whole app renders for each test; on a busy machine the first paint can pass 1 s
configure({ asyncUtilTimeout: 5000 });

const server = useMockApi(
  signedInAdmin(),
  trpcMsw.siteContent.get.query(() => storedSiteContent()),
  trpcMsw.legal.get.query(({ input }) => ({
    slug: input.slug,
    title: input.slug === 'privacy' ? 'Privacy Policy' : 'Terms of Service',
    html: `<p>Default ${input.slug} text.</p>`,
    isDefault: true,
    updatedAt: null,
    updatedBy: null,
  })),
);

const form = () => screen.findByRole('form', { name: 'Home page content' });
const toast = () => screen.findByRole('region', { name: /Notifications/ });

describe('Marketing screen', () => {
  it('edits the Privacy Policy and Terms below the site content', async () => {
    let saved: unknown;
    server.use(
      trpcMsw.legal.update.mutation(({ input }) => {
        saved = input;
        return {
          slug: input.slug,
          title: 'Privacy Policy',
          html: input.html ?? '',
          isDefault: false,
          updatedAt: new Date('2026-11-01T10:00:00Z'),
          updatedBy: 'editor',
        };
      }),
    );
    renderApp('/admin/marketing');
    const field = await screen.findByLabelText('Privacy Policy (HTML)');
    expect((field as HTMLTextAreaElement).value).toBe('<p>Default privacy text.</p>');
    await userEvent.clear(field);
    await userEvent.type(field, '<p>Ours</p>');
    await userEvent.click(screen.getByRole('button', { name: 'Save Privacy Policy' }));
    await waitFor(() => expect(saved).toEqual({ slug: 'privacy', html: '<p>Ours</p>' }));
  });

  it('shows loading text', async () => {
    server.use(trpcMsw.siteContent.get.query(() => forever()));
    renderApp('/admin/marketing');
    expect(await screen.findByText('Loading site content...')).toBeTruthy();
  });

  it("shows 'Error loading site content: ' and the message when it cannot load", async () => {
    server.use(
      trpcMsw.siteContent.get.query(() => {
        throw apiError('INTERNAL_SERVER_ERROR', 'Database unavailable');
      }),
    );
    renderApp('/admin/marketing');
    expect(await screen.findByText('Error loading site content: Database unavailable')).toBeTruthy();
  });

  it('fills the form from the stored content and previews it, sanitized', async () => {
    server.use(
      trpcMsw.siteContent.get.query(() =>
        storedSiteContent({ heroTitle: 'Stored title', aboutHtml: '<p>About <strong>us</strong></p><img src=x onerror="alert(1)">' }),
      ),
    );
    renderApp('/admin/marketing');
    const f = within(await form());
    expect((f.getByRole('textbox', { name: /Hero title/ }) as HTMLInputElement).value).toBe('Stored title');
    const preview = screen.getByRole('region', { name: 'Live Preview' });
    expect(within(preview).getByRole('heading', { name: 'Stored title' })).toBeTruthy();
    expect(within(preview).getByText('us').tagName).toBe('STRONG');
    expect(preview.innerHTML).not.toContain('onerror');
    // the browser's sanitizer drops an <img> that could only be a broken image, as the server's does
    expect(preview.querySelector('img')).toBeNull();

    await userEvent.clear(f.getByRole('textbox', { name: /Hero title/ }));
    await userEvent.type(f.getByRole('textbox', { name: /Hero title/ }), 'Typed live');
    expect(within(preview).getByRole('heading', { name: 'Typed live' })).toBeTruthy();
  });

  it('opens the three public pages in new tabs', async () => {
    renderApp('/admin/marketing');
    const links = within(await screen.findByRole('region', { name: 'Quick Links' })).getAllByRole('link');
    expect(links.map((l) => [l.getAttribute('href'), l.getAttribute('target')])).toEqual([
      ['/', '_blank'],
      ['/newsletters', '_blank'],
      ['/subscribe', '_blank'],
    ]);
  });

  it('validates before sending', async () => {
    let sent = 0;
    server.use(
      trpcMsw.siteContent.update.mutation(() => {
        sent += 1;
        return storedSiteContent();
      }),
    );
    renderApp('/admin/marketing');
    const f = within(await form());
    await userEvent.clear(f.getByRole('textbox', { name: /Hero title/ }));
    await userEvent.type(f.getByRole('textbox', { name: /Banner image URL/ }), 'not a url');
    await userEvent.click(f.getByRole('button', { name: 'Save Changes' }));
    expect(await f.findByText('Hero title is required.')).toBeTruthy();
    expect(f.getByText('Banner image URL must be a valid http(s) URL.')).toBeTruthy();
    expect(sent).toBe(0);
  });

  it('saves, says so and reloads the stored content', async () => {
    const received: unknown[] = [];
    let reads = 0;
    let stored = storedSiteContent();
    server.use(
      trpcMsw.siteContent.get.query(() => {
        reads += 1;
        return stored;
      }),
      trpcMsw.siteContent.update.mutation(({ input }) => {
        received.push(input);
        stored = storedSiteContent({ ...input });
        return stored;
      }),
    );
    renderApp('/admin/marketing');
    const f = within(await form());
    const title = f.getByRole('textbox', { name: /Hero title/ });
    await userEvent.clear(title);
    await userEvent.type(title, '  Serving those who served ');
    await userEvent.click(f.getByRole('button', { name: 'Save Changes' }));
    expect(await within(await toast()).findByText('Site content updated successfully!')).toBeTruthy();
    expect(within(await toast()).getByText('Success')).toBeTruthy();
    expect(received).toEqual([expect.objectContaining({ heroTitle: 'Serving those who served', bannerImageUrl: null })]);
    await waitFor(() => expect(reads).toBe(2));
  });

  it('keeps the form and says so when saving fails', async () => {
    server.use(
      trpcMsw.siteContent.update.mutation(() => {
        throw apiError('INTERNAL_SERVER_ERROR', 'boom');
      }),
    );
    renderApp('/admin/marketing');
    const f = within(await form());
    await userEvent.type(f.getByRole('textbox', { name: /Hero title/ }), '!');
    await userEvent.click(f.getByRole('button', { name: 'Save Changes' }));
    expect(await within(await toast()).findByText('Failed to update site content. Please try again.')).toBeTruthy();
    expect((f.getByRole('textbox', { name: /Hero title/ }) as HTMLInputElement).value).toBe('Muster!');
  });
});

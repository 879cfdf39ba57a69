import { describe, expect, it } from 'vitest';
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, signedOut, trpcMsw } from '../mocks/trpc';
import { noSiteContentRow } from '../mocks/data/home';
import { renderApp, useMockApi } from './support/renderApp';

configure({ asyncUtilTimeout: 5000 });

const server = useMockApi(
  signedOut(),
  trpcMsw.siteContent.get.query(() => noSiteContentRow()),
);

describe('Unsubscribe / Update Preferences without a personal link', () => {
  it('asks for the address, sends it, and answers without telling whether it is subscribed', async () => {
    let payload: unknown;
    server.use(
      trpcMsw.subscriptions.requestLink.mutation(({ input }) => {
        payload = input;
        return { email: 'pat@example.org' };
      }),
    );
    renderApp('/preferences');
    await screen.findByRole('heading', { level: 1, name: 'Update Preferences' });
    await userEvent.type(screen.getByRole('textbox', { name: /email/i }), 'pat@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Email Me My Link' }));
    await screen.findByRole('heading', { level: 1, name: 'Check Your Email' });
    expect(screen.getByText('If pat@example.org is subscribed to Muster, your personal link is on its way.')).toBeTruthy();
    expect(payload).toEqual({ email: 'pat@example.org' });
  });

  it("shows the server's message under the field and keeps the form", async () => {
    server.use(
      trpcMsw.subscriptions.requestLink.mutation(() => {
        throw apiError('BAD_REQUEST', 'Please enter a valid email address.');
      }),
    );
    renderApp('/unsubscribe');
    await screen.findByRole('heading', { level: 1, name: 'Unsubscribe' });
    await userEvent.type(screen.getByRole('textbox', { name: /email/i }), 'not an address');
    await userEvent.click(screen.getByRole('button', { name: 'Email Me My Link' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Email Me My Link' })).toBeTruthy();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, forever, signedOut, trpcMsw } from '../mocks/trpc';
import { noSiteContentRow } from '../mocks/data/home';
import { newsletterPage } from '../mocks/data/newsletters-public';
import { chatReply, vendorSuggestion } from '../mocks/data/chat';
import { toaster } from '../../src/client/components/toastStore';
import { CHAT_GREETING } from '../../src/shared/chatWidget';
import { renderApp, useMockApi } from './support/renderApp';

configure({ asyncUtilTimeout: 5000 });

const server = useMockApi(
  signedOut(),
  trpcMsw.siteContent.get.query(() => noSiteContentRow()),
  trpcMsw.newsletters.list.query(() => newsletterPage([])),
  trpcMsw.spotlights.published.query(() => ({ items: [], total: 0 })),
  trpcMsw.breakingNews.recent.query(() => []),
);

async function openChat() {
  const user = userEvent.setup();
  renderApp('/');
  await user.click(await screen.findByRole('button', { name: /^Ask an expert/ }, { timeout: 10000 }));
  const panel = await screen.findByRole('dialog', { name: 'Muster Guide' });
  return {
    user,
    panel,
    input: within(panel).getByRole('textbox', { name: 'Your message' }),
  };
}

describe('Chat widget', () => {
  it("offers an expert with the 'Expert Available' badge and the response time", async () => {
    renderApp('/');
    const launcher = await screen.findByRole('button', { name: /^Ask an expert/ }, { timeout: 10000 });
    expect(within(launcher).getByText('Expert Available')).toBeTruthy();
    expect(within(launcher).getByText('Response time ~15 min')).toBeTruthy();
  });

  it('greets on open, focuses the input, sends and shows the reply with provider cards', async () => {
    const sent: unknown[] = [];
    server.use(
      trpcMsw.chat.message.mutation(({ input }) => {
        sent.push(input);
        return chatReply({
          vendorSuggestions: [
            vendorSuggestion({
              companyName: 'Home Base Housing',
              phone: '555-0100',
            }),
            vendorSuggestion(),
            vendorSuggestion(),
            vendorSuggestion({ companyName: 'Fourth One' }),
          ],
          extractedInfo: {
            name: 'Sam Lee',
            email: null,
            phone: null,
            branch: 'army',
            location: null,
          },
        });
      }),
    );
    const { user, panel, input } = await openChat();
    expect(within(panel).getByText(CHAT_GREETING)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(input));

    await user.type(input, 'I need housing help, my name is Sam Lee{Enter}');
    expect(await within(panel).findByText('Here is some help with housing.')).toBeTruthy();
    expect(within(panel).getByText('I need housing help, my name is Sam Lee')).toBeTruthy();
    const providers = within(panel).getByRole('region', {
      name: 'Recommended providers',
    });
    expect(within(providers).getAllByRole('listitem')).toHaveLength(3);
    expect(within(providers).queryByText('Fourth One')).toBeNull();
    expect(within(providers).getByRole('link', { name: 'Call Home Base Housing' }).getAttribute('href')).toBe('tel:555-0100');
    expect(within(providers).getByRole('link', { name: 'Email Home Base Housing' }).getAttribute('href')).toMatch(/^mailto:/);
    expect(
      within(providers)
        .getByRole('link', { name: /Website of Home Base Housing/ })
        .getAttribute('target'),
    ).toBe('_blank');

    // the collected details go with the next message, and into the expert email
    await user.type(input, 'Thanks{Enter}');
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({
      message: 'Thanks',
      veteranInfo: { name: 'Sam Lee', branch: 'army' },
    });
    expect((sent[0] as { sessionId: string }).sessionId).toBe((sent[1] as { sessionId: string }).sessionId);
    const mail = within(panel).getByRole('link', { name: 'Email an expert' }).getAttribute('href')!;
    expect(decodeURIComponent(mail)).toContain('Name: Sam Lee');
    expect(decodeURIComponent(mail)).toContain('Topic: housing');
  });

  it('shows a typing indicator and blocks sending while a reply is pending', async () => {
    let calls = 0;
    server.use(
      trpcMsw.chat.message.mutation(() => {
        calls++;
        return forever();
      }),
    );
    const { user, panel, input } = await openChat();
    await user.type(input, 'Hello{Enter}');
    expect(await within(panel).findByRole('status', { name: 'The guide is typing' })).toBeTruthy();
    await user.type(input, 'Again{Enter}');
    expect(within(panel).getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);
    expect(calls).toBe(1);
  });

  it('Shift+Enter makes a new line; a blank message is not sent', async () => {
    let calls = 0;
    server.use(
      trpcMsw.chat.message.mutation(() => {
        calls++;
        return chatReply();
      }),
    );
    const { user, panel, input } = await openChat();
    await user.type(input, '   {Enter}');
    expect(within(panel).getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);
    await user.type(input, '{Shift>}{Enter}{/Shift}');
    await user.clear(input);
    await user.type(input, 'line one{Shift>}{Enter}{/Shift}line two');
    expect((input as HTMLTextAreaElement).value).toBe('line one\nline two');
    expect(calls).toBe(0);
    await user.click(within(panel).getByRole('button', { name: 'Send' }));
    await within(panel).findByText('Here is some help with housing.');
    expect(calls).toBe(1);
  });

  it("opens 'Immediate Help Available' on a crisis reply", async () => {
    server.use(
      trpcMsw.chat.message.mutation(() =>
        chatReply({
          crisisFlag: true,
          urgencyLevel: 'emergency',
          response: 'Call 988 and press 1.',
          routingSuggestion: 'Call 988 now.',
        }),
      ),
    );
    const { user, input } = await openChat();
    await user.type(input, 'I want to end my life{Enter}');
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Immediate Help Available',
    });
    expect(within(dialog).getByRole('link', { name: 'Call 988 (press 1)' }).getAttribute('href')).toBe('tel:988');
    expect(within(dialog).getByRole('link', { name: 'Text 838255' }).getAttribute('href')).toBe('sms:838255');
    const online = within(dialog).getByRole('link', { name: /Chat online/ });
    expect(online.getAttribute('href')).toBe('https://www.veteranscrisisline.net/get-help-now/chat/');
    expect(online.getAttribute('target')).toBe('_blank');
    expect(await screen.findByText('High Priority Case')).toBeTruthy();
  });

  it('keeps a way back to the crisis dialog for the rest of a crisis conversation', async () => {
    server.use(
      trpcMsw.chat.message.mutation(() => chatReply({ crisisFlag: true, urgencyLevel: 'emergency', response: 'Call 988 and press 1.' })),
    );
    const { user, input, panel } = await openChat();
    expect(within(panel).queryByRole('button', { name: /Get crisis help now/ })).toBeNull();
    await user.type(input, 'I want to end my life{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Immediate Help Available' });
    await user.click(within(dialog).getByRole('button', { name: 'Back to chat' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // a later reply of the same conversation does not push the dialog again…
    await user.type(input, 'what about housing{Enter}');
    await screen.findAllByText('Call 988 and press 1.').then((found) => expect(found).toHaveLength(2));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // …but the panel offers it
    await user.click(within(panel).getByRole('button', { name: /Get crisis help now/ }));
    expect(await screen.findByRole('alertdialog', { name: 'Immediate Help Available' })).toBeTruthy();
  });

  it('apologises and shows a connection error when the chat fails', async () => {
    server.use(
      trpcMsw.chat.message.mutation(() => {
        throw apiError('INTERNAL_SERVER_ERROR', 'boom');
      }),
    );
    const { user, panel, input } = await openChat();
    await user.type(input, 'Hello{Enter}');
    expect(await within(panel).findByText(/technical difficulties/)).toBeTruthy();
    expect(within(panel).getByText(/988 and press 1/)).toBeTruthy();
    expect(await screen.findByText('Connection Error')).toBeTruthy();
    expect(screen.getByText('Please try again or contact support if the issue persists.')).toBeTruthy();
  });

  it('captures a lead when the reply asks, with priority from the urgency', async () => {
    const leads: unknown[] = [];
    server.use(
      trpcMsw.chat.message.mutation(() =>
        chatReply({
          urgencyLevel: 'urgent',
          shouldCreateLead: true,
          extractedInfo: {
            name: 'Sam Lee',
            email: 'sam@example.com',
            phone: null,
            branch: null,
            location: null,
          },
        }),
      ),
      trpcMsw.leads.create.mutation(({ input }) => {
        leads.push(input);
        return { id: '00000000-0000-4000-e000-000000000999' } as never;
      }),
    );
    const { user, input } = await openChat();
    await user.type(input, 'Facing eviction, I am Sam Lee sam@example.com{Enter}');
    expect(await screen.findByText('Information Captured')).toBeTruthy();
    expect(leads[0]).toMatchObject({
      name: 'Sam Lee',
      email: 'sam@example.com',
      source: 'chat',
      status: 'new',
      priority: 'high',
      category: 'housing',
      notes: 'Facing eviction, I am Sam Lee sam@example.com',
    });
  });

  it('only logs a failed lead capture', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      trpcMsw.chat.message.mutation(() => chatReply({ shouldCreateLead: true })),
      trpcMsw.leads.create.mutation(() => {
        throw apiError('BAD_REQUEST', 'Please tell us your name.');
      }),
    );
    toaster.remove(); // the toaster is shared by the whole file: start without the last test's toast
    await waitFor(() => expect(screen.queryByText('Information Captured')).toBeNull());
    const { user, panel, input } = await openChat();
    await user.type(input, 'Housing please{Enter}');
    await within(panel).findByText('Here is some help with housing.');
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByText('Information Captured')).toBeNull();
    expect(screen.queryByText('Connection Error')).toBeNull();
    warn.mockRestore();
  });

  it('minimizes, restores and closes with Escape, keeping the conversation', async () => {
    const { user, panel } = await openChat();
    await user.click(within(panel).getByRole('button', { name: 'Minimize chat' }));
    expect(within(panel).queryByRole('textbox')).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Restore chat' }));
    const input = within(panel).getByRole('textbox', { name: 'Your message' });
    await waitFor(() => expect(document.activeElement).toBe(input));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Muster Guide' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /^Ask an expert/ }));
    expect(within(await screen.findByRole('dialog', { name: 'Muster Guide' })).getAllByText(CHAT_GREETING)).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, forever, signedInAdmin, trpcMsw } from '../mocks/trpc';
import { renderApp, useMockApi } from './support/renderApp';

configure({ asyncUtilTimeout: 5000 });

const at = '2026-11-20T10:00:00.000Z';
const summary = (over: Record<string, unknown>) => ({
  id: '11111111-1111-4111-8111-111111111111',
  sessionId: 'chat_1',
  crisisFlag: false,
  crisisAt: null,
  intent: 'housing' as const,
  urgencyLevel: 'urgent' as const,
  extractedInfo: { name: 'Dana Cole', email: 'dana@example.org' },
  messageCount: 2,
  createdAt: new Date(at),
  lastMessageAt: new Date(at),
  firstMessage: 'I got an eviction notice',
  ...over,
});
const crisis = summary({
  id: '22222222-2222-4222-8222-222222222222',
  crisisFlag: true,
  crisisAt: new Date(at),
  firstMessage: 'I want to die',
});
const filters: string[] = [];

const server = useMockApi(
  signedInAdmin(),
  trpcMsw.conversations.list.query(({ input }) => {
    const filter = input?.filter ?? 'all';
    filters.push(filter);
    return filter === 'crisis' ? { items: [crisis], total: 1 } : { items: [crisis, summary({})], total: 2 };
  }),
  trpcMsw.conversations.get.query(() => ({
    ...crisis,
    messages: [
      {
        id: 'm1',
        role: 'user' as const,
        content: 'I want to die',
        crisisFlag: true,
        intent: 'general_inquiry' as const,
        urgencyLevel: 'emergency' as const,
        extractedInfo: null,
        createdAt: new Date(at),
      },
      {
        id: 'm2',
        role: 'assistant' as const,
        content: 'Call 988 and press 1.',
        crisisFlag: true,
        intent: null,
        urgencyLevel: null,
        extractedInfo: null,
        createdAt: new Date(at),
      },
    ],
    leads: [
      { id: 'l1', veteranName: 'Dana Cole', priority: 'high' as const, category: 'housing', crisisFlag: true, createdAt: new Date(at) },
    ],
  })),
);

describe('Conversations screen', () => {
  it('lists crisis first with a badge, filters to crisis only, and opens one to read it', async () => {
    const user = userEvent.setup();
    renderApp('/admin/conversations');
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const rows = within(list).getAllByRole('listitem');
    expect(within(rows[0]).getByText('Crisis')).toBeTruthy();
    expect(within(rows[0]).getByRole('link', { name: 'I want to die' })).toBeTruthy();
    expect(within(rows[1]).getByText(/Housing · 2 messages/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Conversations' }).getAttribute('aria-current')).toBe('page');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'crisis');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('listitem')).toHaveLength(1));
    expect(filters).toContain('crisis');

    await user.click(await screen.findByRole('link', { name: 'I want to die' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Crisis conversation' })).toBeTruthy();
    const messages = screen.getByRole('list', { name: 'Messages' });
    expect(within(messages).getByText('Crisis language')).toBeTruthy();
    expect(within(messages).getByText('Call 988 and press 1.')).toBeTruthy();
    expect(screen.getByText(/Dana Cole · high priority · crisis/)).toBeTruthy();
  });

  it('shows loading, empty and error states', async () => {
    server.use(trpcMsw.conversations.list.query(() => forever()));
    const first = renderApp('/admin/conversations');
    expect(await screen.findByText('Loading conversations...')).toBeTruthy();
    first.unmount();

    server.use(trpcMsw.conversations.list.query(() => ({ items: [], total: 0 })));
    const second = renderApp('/admin/conversations');
    expect(await screen.findByText('No conversations yet.')).toBeTruthy();
    second.unmount();

    server.use(trpcMsw.conversations.list.query(() => Promise.reject(apiError('INTERNAL_SERVER_ERROR', 'boom'))));
    renderApp('/admin/conversations');
    expect(await screen.findByText('Failed to load conversations.')).toBeTruthy();
  });
});

import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiError, signedOut, TEST_TRPC_URL, trpcMsw } from '../mocks/trpc';
import { noSiteContentRow } from '../mocks/data/home';
import { renderApp, useMockApi } from './support/renderApp';

// several helpers share two cores: the default 1 s wait is too tight for a first render
configure({ asyncUtilTimeout: 5000 });

const server = useMockApi(
  signedOut(),
  trpcMsw.siteContent.get.query(() => noSiteContentRow()),
);

const stored = (email: string) => ({
  id: '00000000-0000-4000-e000-000000000001',
  email,
  name: null,
  veteranBranch: null,
  subscribed: true,
  subscribedAt: new Date(),
  unsubscribedAt: null,
  suppressedAt: null,
  suppressionReason: null,
});

async function openForm() {
  renderApp('/subscribe');
  await screen.findByRole('heading', { name: 'Subscribe to the Daily Brief' });
  return screen.getByRole('textbox', { name: /email/i }) as HTMLInputElement;
}

describe('Subscribe screen', () => {
  it('offers a required email input, optional name, the eight branches with readable labels and a consent note', async () => {
    const email = await openForm();
    expect(email.type).toBe('email');
    expect(email.required).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Name (optional)' })).toBeTruthy();
    const branch = screen.getByRole('combobox', { name: 'Branch of Service (optional)' });
    const labels = Array.from((branch as HTMLSelectElement).options).map((o) => o.text);
    expect(labels).toEqual([
      'Select your branch',
      'Army',
      'Navy',
      'Marine Corps',
      'Air Force',
      'Space Force',
      'Coast Guard',
      'National Guard',
      'Reserves',
    ]);
    expect(screen.getByText(/By subscribing you agree/)).toBeTruthy();
  });

  it("says 'Email required' and sends nothing when the email is empty", async () => {
    let sent = 0;
    server.use(
      trpcMsw.subscribers.create.mutation(() => {
        sent += 1;
        return stored('x@example.org');
      }),
    );
    await openForm();
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Email required')).toBeTruthy();
    expect(screen.getByText('Please enter your email address.')).toBeTruthy();
    expect(sent).toBe(0);
  });

  it('subscribes, omits the empty name and branch, welcomes the reader and clears the form', async () => {
    let payload: unknown;
    server.use(
      trpcMsw.subscribers.create.mutation(({ input }) => {
        payload = input;
        return stored('jane@example.org');
      }),
    );
    const email = await openForm();
    await userEvent.type(email, '  jane@example.org ');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Welcome to Muster!')).toBeTruthy();
    expect(screen.getByText("You've successfully subscribed. Check your email for confirmation.")).toBeTruthy();
    expect(payload).toEqual({ email: 'jane@example.org' });
    await waitFor(() => expect(email.value).toBe(''));
  });

  it('sends the name and branch when given', async () => {
    let payload: unknown;
    server.use(
      trpcMsw.subscribers.create.mutation(({ input }) => {
        payload = input;
        return stored('sam@example.org');
      }),
    );
    const email = await openForm();
    await userEvent.type(email, 'sam@example.org');
    await userEvent.type(screen.getByRole('textbox', { name: 'Name (optional)' }), 'Sam Lee');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Branch of Service (optional)' }), 'space_force');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Welcome to Muster!')).toBeTruthy();
    expect(payload).toEqual({ email: 'sam@example.org', name: 'Sam Lee', veteranBranch: 'space_force' });
  });

  it("shows the server's message for a duplicate and keeps what was typed", async () => {
    server.use(
      trpcMsw.subscribers.create.mutation(() => {
        throw apiError('CONFLICT', 'This email is already subscribed.');
      }),
    );
    const email = await openForm();
    await userEvent.type(email, 'jane@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Subscription failed')).toBeTruthy();
    expect(screen.getByText('This email is already subscribed.')).toBeTruthy();
    expect(email.value).toBe('jane@example.org');
  });

  it("says 'Please try again later.' when the server cannot be reached", async () => {
    server.use(http.post(`${TEST_TRPC_URL}/subscribers.create`, () => HttpResponse.error()));
    const email = await openForm();
    await userEvent.type(email, 'jane@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Subscription failed')).toBeTruthy();
    expect(screen.getByText('Please try again later.')).toBeTruthy();
  });
});

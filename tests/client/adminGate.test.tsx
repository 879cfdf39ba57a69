import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forever, signedInAdmin, signedOut, trpcMsw } from '../mocks/trpc';
import { dashboardPending } from '../mocks/data/dashboard';
import { renderApp, useMockApi } from './support/renderApp';

const server = useMockApi(
  signedOut(),
  trpcMsw.siteContent.get.query(() => forever()),
);

describe('admin gate (rendered against the mocked API)', () => {
  it('shows the checking message while the session check is pending', async () => {
    server.use(trpcMsw.auth.me.query(() => forever()));
    renderApp('/admin/dashboard');
    expect(await screen.findByText('Checking authentication...')).toBeTruthy();
  });

  it('shows Admin Login to a visitor and validates before sending anything', async () => {
    renderApp('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /sign in/i }));
    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
  });

  it('lets an admin into the dashboard shell with the nine sections', async () => {
    server.use(signedInAdmin('casey'), ...dashboardPending());
    renderApp('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Newsletter Management' })).toBeTruthy();
    expect(screen.getAllByText('casey').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Analytics' }).length).toBeGreaterThan(0);
  });
});

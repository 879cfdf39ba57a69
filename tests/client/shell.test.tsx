import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { TRPCClientError } from '@trpc/client';
import { useAuth } from '../../src/client/features/auth/AuthProvider';
import { notify, TOAST_DURATION_MS } from '../../src/client/components/toaster';
import { toaster } from '../../src/client/components/toastStore';
import { createQueryClient } from '../../src/client/queryClient';
import { errorMessage } from '../../src/client/api/errorMessage';
import { adminSections } from '../../src/client/features/admin/sections';
import { sanitizeForDisplay } from '../../src/client/components/SafeHtml';

describe('useAuth', () => {
  it('refuses to run outside its provider, with the spec message', () => {
    function Probe() {
      useAuth();
      return null;
    }
    expect(() => renderToString(<Probe />)).toThrow('useAuth must be used within an AuthProvider');
  });
});

describe('toasts', () => {
  // the worker's files share the store (isolate: false): a toast another file left on screen
  // would read as this test's
  beforeEach(() => toaster.remove());
  afterEach(() => toaster.remove());

  it('shows one at a time: the newest replaces the one on screen', async () => {
    notify.error('Login Failed', 'Invalid username or password');
    notify.success('Login successful! Redirecting to admin dashboard...');
    // the store comes with the first toast
    const visible = await vi.waitFor(() => {
      const shown = toaster.getVisibleToasts();
      expect(shown[0]?.type).toBe('success');
      return shown;
    });
    expect(visible).toHaveLength(1);
    expect(visible[0]).toMatchObject({ type: 'success', title: 'Login successful! Redirecting to admin dashboard...' });
  });

  it('uses the error type (the destructive style) for failures and lasts 5 s by default', async () => {
    notify.error('Login Failed', 'Login failed');
    await vi.waitFor(() => expect(toaster.getVisibleToasts()).toHaveLength(1));
    expect(toaster.getVisibleToasts()[0]).toMatchObject({ type: 'error', description: 'Login failed', duration: TOAST_DURATION_MS });
    expect(TOAST_DURATION_MS).toBe(5000);
  });
});

describe('query defaults', () => {
  it('follow the spec: no retry, no refetch on focus, never stale', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({ retry: false, refetchOnWindowFocus: false, staleTime: Infinity });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });
});

describe('errorMessage', () => {
  it("gives the server's message when the server answered", () => {
    const error = new TRPCClientError('Invalid username or password', {
      result: { error: { message: 'Invalid username or password', code: -32001, data: {} } },
    } as never);
    expect(errorMessage(error, 'Login failed')).toBe('Invalid username or password');
  });

  it('falls back when there was no answer from the server', () => {
    expect(errorMessage(new TRPCClientError('Failed to fetch'), 'Login failed')).toBe('Login failed');
    expect(errorMessage(new Error('boom'), 'Login failed')).toBe('Login failed');
  });
});

describe('admin sections', () => {
  it('keep the nine of the spec, in order, each at /admin/{section}, with Articles after the Newsletter Editor', () => {
    const paths = adminSections.map((s) => s.to as string);
    expect(paths.indexOf('/admin/articles')).toBe(paths.indexOf('/admin/newsletter') + 1);
    // the daily-work additions (DECISIONS.md) sit between them; the spec's nine keep their order
    const specNine = paths.filter((p) => !['/admin/articles', '/admin/leads', '/admin/providers', '/admin/conversations'].includes(p));
    expect(specNine).toEqual(
      ['dashboard', 'newsletter', 'ai-generator', 'marketing', 'subscribers', 'partners', 'community', 'breaking-news', 'analytics'].map(
        (s) => `/admin/${s}`,
      ),
    );
    expect(adminSections[0]).toMatchObject({ label: 'Dashboard', title: 'Newsletter Management' });
  });
});

describe('HTML shown in the browser', () => {
  it('loses scripts, handlers and inline styles but keeps text and links', () => {
    const clean = sanitizeForDisplay(
      '<p onclick="steal()">Hi <a href="https://va.gov">VA</a><script>alert(1)</script><span style="color:red">x</span></p>',
    );
    expect(clean).toBe('<p>Hi <a href="https://va.gov">VA</a><span>x</span></p>');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toaster } from '../../src/client/components/toastStore';
import { AI_NOT_CONFIGURED } from '../../src/shared/schemas/articles';
import { apiError, forever, signedInAdmin, TEST_TRPC_URL, trpcMsw } from '../mocks/trpc';
import { articleRow } from '../mocks/data/articles';
import { renderApp, useMockApi } from './support/renderApp';

const server = useMockApi(
  signedInAdmin(),
  trpcMsw.articles.aiStatus.query(() => ({ configured: true, model: 'test-model' })),
);

afterEach(() => toaster.remove());

const generated = articleRow({
  headline: 'VA expands PACT Act screenings',
  section: 'policy_watch',
  summary: 'Every enrolled veteran can now ask for a toxic exposure screening.',
  content:
    '<p>The VA now offers screenings <strong>at every</strong> medical center.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
  generatedByAI: true,
  sourceLink: 'https://news.va.gov/pact',
});

async function openGenerator(path = '/admin/ai-generator') {
  renderApp(path);
  await screen.findByRole('heading', { name: 'AI Article Generator', level: 1 });
}

const generateButton = () => screen.getByRole('button', { name: /Generate Article/ });

async function fillAndGenerate() {
  await userEvent.type(screen.getByLabelText(/Headline\/Topic/), 'PACT Act screenings');
  await userEvent.selectOptions(screen.getByLabelText(/Newsletter Section/), 'policy_watch');
  await userEvent.click(generateButton());
}

async function generateOne() {
  server.use(trpcMsw.articles.generate.mutation(() => generated));
  await openGenerator();
  await fillAndGenerate();
  await screen.findByRole('heading', { name: generated.headline });
}

describe('AI Article Generator: form', () => {
  it('shows the form with its fields, the video hint and the tips', async () => {
    await openGenerator();
    expect((await screen.findByLabelText(/Source Link/)).getAttribute('type')).toBe('url');
    expect(screen.getByLabelText(/Video URL/).getAttribute('type')).toBe('url');
    expect(screen.getByText('YouTube, TikTok and Vimeo supported')).toBeTruthy();
    expect(screen.getByLabelText(/Additional Notes/).getAttribute('rows')).toBe('8');
    const options = within(screen.getByLabelText(/Newsletter Section/))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual([
      'Select a section',
      'Top Story',
      'Policy Watch',
      'Veteran Resource',
      'Partner Spotlight',
      'Community Highlight',
      'Quick Briefs',
      'Action Center',
    ]);
    const tips = screen.getByRole('region', { name: 'Tips for Better Articles' });
    expect(within(tips).getAllByRole('listitem').length).toBeGreaterThanOrEqual(5);
  });

  it('says plainly when no model is configured and keeps Generate off with the reason', async () => {
    server.use(trpcMsw.articles.aiStatus.query(() => ({ configured: false, model: null })));
    await openGenerator();
    expect(await screen.findByText('No AI model is configured')).toBeTruthy();
    expect(screen.getByText(AI_NOT_CONFIGURED)).toBeTruthy();
    expect(generateButton().hasAttribute('disabled')).toBe(true);
    const reason = screen.getByText('Generating is off until an AI model is configured on the server.');
    expect(generateButton().getAttribute('aria-describedby')).toBe(reason.id);
  });

  it('shows the spec messages for a missing headline and section, and sends nothing', async () => {
    let calls = 0;
    server.use(
      trpcMsw.articles.generate.mutation(() => {
        calls += 1;
        return generated;
      }),
    );
    await openGenerator();
    await userEvent.type(screen.getByLabelText(/Headline\/Topic/), '   ');
    await userEvent.click(generateButton());
    expect(await screen.findByText('Please enter a headline.')).toBeTruthy();
    expect(screen.getByText('Please select a newsletter section.')).toBeTruthy();
    expect(calls).toBe(0);
  });

  it('prefills the source link from ?sourceLink=', async () => {
    await openGenerator('/admin/ai-generator?sourceLink=https%3A%2F%2Fexample.org%2Fpost');
    expect((screen.getByLabelText(/Source Link/) as HTMLInputElement).value).toBe('https://example.org/post');
  });

  it('sends the trimmed form and reads Generating Article... while the model writes', async () => {
    let sent: unknown;
    server.use(
      trpcMsw.articles.generate.mutation(({ input }) => {
        sent = input;
        return forever();
      }),
    );
    await openGenerator();
    await userEvent.type(screen.getByLabelText(/Source Link/), 'https://news.va.gov/pact ');
    await userEvent.type(screen.getByLabelText(/Additional Notes/), 'Mention the deadline.');
    await fillAndGenerate();
    expect(await screen.findByText('Generating Article...')).toBeTruthy();
    expect(sent).toEqual({
      headline: 'PACT Act screenings',
      section: 'policy_watch',
      sourceLink: 'https://news.va.gov/pact',
      videoUrl: null,
      notes: 'Mention the deadline.',
    });
  });

  it("shows the server's message when generation fails", async () => {
    server.use(
      trpcMsw.articles.generate.mutation(() => {
        throw apiError('BAD_GATEWAY', 'The AI model did not return a usable article. Please try again.');
      }),
    );
    await openGenerator();
    await fillAndGenerate();
    expect(await screen.findByText('Generation failed')).toBeTruthy();
    expect(screen.getByText('The AI model did not return a usable article. Please try again.')).toBeTruthy();
  });

  it('falls back to the spec wording when the server gave no message', async () => {
    server.use(http.post(`${TEST_TRPC_URL}/articles.generate`, () => new HttpResponse('Bad gateway', { status: 502 })));
    await openGenerator();
    await fillAndGenerate();
    expect(await screen.findByText('Failed to generate article. Please try again.')).toBeTruthy();
  });
});

describe('AI Article Generator: result', () => {
  it('shows the saved article, sanitized, with its figures and the success toast', async () => {
    await generateOne();
    expect(screen.getByText('Article generated successfully')).toBeTruthy();
    expect(screen.getByText('Your AI-generated article is ready for review.')).toBeTruthy();
    expect(screen.getByText('Article generated and saved')).toBeTruthy();
    const article = screen.getByRole('article');
    expect(within(article).getByText(/By the Muster Editorial Team · [A-Z][a-z]+ \d{1,2}, 2026/)).toBeTruthy();
    expect(within(article).getByText(generated.summary!)).toBeTruthy();
    expect(within(article).getByText('at every').tagName).toBe('STRONG');
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('[onerror]')).toBeNull();
    expect(within(article).getAllByText('Policy Watch').length).toBeGreaterThanOrEqual(2);
    // 'The VA now offers screenings at every medical center.' by the spec's rule
    expect(within(article).getByText('Word count').nextElementSibling?.textContent).toBe('9');
  });

  it('only says so when Already Saved is pressed', async () => {
    await generateOne();
    await userEvent.click(screen.getByRole('button', { name: 'Already Saved' }));
    expect(await screen.findByText('Article already saved')).toBeTruthy();
  });

  it('Generate New Article brings back an empty form', async () => {
    await generateOne();
    await userEvent.click(screen.getByRole('button', { name: 'Generate New Article' }));
    expect(((await screen.findByLabelText(/Headline\/Topic/)) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(/Newsletter Section/) as HTMLSelectElement).value).toBe('');
  });
});

describe('AI Article Generator: edit', () => {
  it('validates, saves and returns to the view with the updated article', async () => {
    let sent: unknown;
    server.use(
      trpcMsw.articles.update.mutation(({ input }) => {
        sent = input;
        return { ...generated, headline: 'Screenings for every veteran' };
      }),
    );
    await generateOne();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Article' }));
    const headline = await screen.findByLabelText(/^Headline/);
    expect((headline as HTMLInputElement).value).toBe(generated.headline);
    expect(screen.getByLabelText(/Content/).getAttribute('rows')).toBe('15');
    expect((screen.getByLabelText(/Source Link/) as HTMLInputElement).value).toBe('https://news.va.gov/pact');

    await userEvent.clear(headline);
    await userEvent.selectOptions(screen.getByLabelText(/Newsletter Section/), '');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Please enter a headline.')).toBeTruthy();
    expect(screen.getByText('Please select a newsletter section.')).toBeTruthy();
    expect(sent).toBeUndefined();

    await userEvent.type(headline, 'Screenings for every veteran');
    await userEvent.selectOptions(screen.getByLabelText(/Newsletter Section/), 'top_story');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Article updated successfully')).toBeTruthy();
    expect(screen.getByText('Your changes have been saved.')).toBeTruthy();
    expect(sent).toMatchObject({
      id: generated.id,
      headline: 'Screenings for every veteran',
      section: 'top_story',
      sourceLink: 'https://news.va.gov/pact',
      videoUrl: null,
    });
    expect(await screen.findByRole('heading', { name: 'Screenings for every veteran' })).toBeTruthy();
  });

  it("shows the server's message when saving fails, and Cancel returns to the view", async () => {
    server.use(
      trpcMsw.articles.update.mutation(() => {
        throw apiError('BAD_REQUEST', 'Please enter the article content.');
      }),
    );
    await generateOne();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Article' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Update failed')).toBeTruthy();
    expect(screen.getByText('Please enter the article content.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: generated.headline })).toBeTruthy();
  });
});

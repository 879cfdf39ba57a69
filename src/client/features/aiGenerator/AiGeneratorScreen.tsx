import { useState } from 'react';
import { Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { usePageTitle } from '../../components/usePageTitle';
import { trpc } from '../../trpc';
import { ArticleEditForm } from './ArticleEditForm';
import { GenerateArticleForm } from './GenerateArticleForm';
import { GeneratedArticleView } from './GeneratedArticleView';
import { ModelStatusNotice } from './ModelStatusNotice';
import type { Article } from './types';
import { WritingTipsCard } from './WritingTipsCard';

const NO_MODEL_REASON = 'Generating is off until an AI model is configured on the server.';

/** /admin/ai-generator: write an article with the configured model, review it, edit it. */
export function AiGeneratorScreen({ initialSourceLink }: { initialSourceLink?: string }) {
  usePageTitle('AI Article Generator');
  const status = trpc.articles.aiStatus.useQuery();
  const [article, setArticle] = useState<Article>();
  const [editing, setEditing] = useState(false);
  // a new key gives a fresh, empty form
  const [formKey, setFormKey] = useState(0);
  const [prefill, setPrefill] = useState(initialSourceLink);

  const noModel = status.data?.configured === false;

  function startOver() {
    setArticle(undefined);
    setEditing(false);
    setPrefill(undefined);
    setFormKey((k) => k + 1);
  }

  let main;
  if (article && editing)
    main = (
      <ArticleEditForm
        article={article}
        onCancel={() => setEditing(false)}
        onSaved={(saved) => {
          setArticle(saved);
          setEditing(false);
        }}
      />
    );
  else if (article) main = <GeneratedArticleView article={article} onNew={startOver} onEdit={() => setEditing(true)} />;
  else
    main = (
      <GenerateArticleForm
        key={formKey}
        initialSourceLink={prefill}
        blockedReason={noModel ? NO_MODEL_REASON : undefined}
        onGenerated={setArticle}
      />
    );

  return (
    <Stack gap="6" maxW="7xl">
      <Stack gap="1">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="navy.900">
          AI Article Generator
        </Heading>
        <Text color="fg.muted">
          {status.data?.configured && status.data.model
            ? `Writing with ${status.data.model}.`
            : 'Turn a topic into a newsletter-ready article.'}
        </Text>
      </Stack>
      {noModel && !article && <ModelStatusNotice />}
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="6" alignItems="start">
        {main}
        <WritingTipsCard />
      </Grid>
    </Stack>
  );
}

import { Alert, Badge, Button, DataList, HStack, Heading, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { sectionLabels } from '../../../shared/labels';
import { wordCount } from '../../../shared/text';
import { SafeHtml } from '../../components/SafeHtml';
import { notify } from '../../components/toaster';
import { EditorCard } from '../newsletterEditor/EditorCard';
import type { Article } from './types';
import { ARTICLE_BYLINE, proseStyles } from '../../components/prose';

const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
const timeOfDay = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

type GeneratedArticleViewProps = { article: Article; onNew: () => void; onEdit: () => void };

/** The article as saved: banner, the article itself, its figures, and what to do next. */
export function GeneratedArticleView({ article, onNew, onEdit }: GeneratedArticleViewProps) {
  return (
    <Stack gap="6">
      <Alert.Root status="success" variant="subtle">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Article generated and saved</Alert.Title>
          <Alert.Description>
            Review it below. Add it to a newsletter from the{' '}
            <Link asChild color="inherit" textDecoration="underline" fontWeight="semibold">
              <RouterLink to="/admin/newsletter">Newsletter Editor</RouterLink>
            </Link>
            .
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>

      <EditorCard title="Generated Article">
        <Stack as="article" gap="4" aria-labelledby="generated-headline">
          <Badge alignSelf="flex-start" colorPalette="navy" variant="subtle">
            {sectionLabels[article.section]}
          </Badge>
          <Heading as="h3" id="generated-headline" size={{ base: 'xl', md: '2xl' }} color="navy.900">
            {article.headline}
          </Heading>
          <Text textStyle="sm" color="fg.muted">
            {ARTICLE_BYLINE} · {longDate.format(article.createdAt)}
          </Text>
          {article.summary && (
            <Text fontSize="lg" color="fg" fontStyle="italic" borderInlineStartWidth="4px" borderColor="gold.solid" ps="4">
              {article.summary}
            </Text>
          )}
          <SafeHtml html={article.content} lineHeight="tall" css={proseStyles} />
          <Separator />
          <DataList.Root orientation="horizontal" size="sm" gap="2">
            <DataList.Item>
              <DataList.ItemLabel>Word count</DataList.ItemLabel>
              <DataList.ItemValue>{wordCount(article.content)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Section</DataList.ItemLabel>
              <DataList.ItemValue>{sectionLabels[article.section]}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Generated</DataList.ItemLabel>
              <DataList.ItemValue>
                {longDate.format(article.createdAt)}, {timeOfDay.format(article.createdAt)}
              </DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
          <HStack gap="3" wrap="wrap" pt="2">
            <Button onClick={onNew}>Generate New Article</Button>
            <Button variant="outline" onClick={onEdit}>
              Edit Article
            </Button>
            <Button variant="ghost" onClick={() => notify.success('Article already saved')}>
              Already Saved
            </Button>
          </HStack>
        </Stack>
      </EditorCard>
    </Stack>
  );
}

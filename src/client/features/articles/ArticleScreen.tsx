import { Badge, Box, Heading, HStack, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { humanizeSection } from '../../../shared/labels';
import type { PublicArticle } from '../../components/public/apiTypes';
import { ButtonLink } from '../../components/public/ButtonLink';
import { formatUsDate } from '../../components/public/formatDate';
import { MissingNotice } from '../../components/public/MissingNotice';
import { SubscribeCallout } from '../../components/public/SubscribeCallout';
import { DeferredSafeHtml } from '../../components/DeferredSafeHtml';
import { usePageTitle } from '../../components/usePageTitle';
import { trpc } from '../../trpc';
import { ArticleSkeleton } from './ArticleSkeleton';
import { ArticleVideo } from './ArticleVideo';
import { ARTICLE_BYLINE, proseStyles } from '../../components/prose';

function ArticleBody({ article }: { article: PublicArticle }) {
  usePageTitle(article.headline);
  return (
    <Stack as="article" gap="6" maxW="3xl" mx="auto">
      <Stack gap="4">
        <HStack gap="2" wrap="wrap">
          <Badge variant="subtle" colorPalette="navy" size="lg">
            {humanizeSection(article.section)}
          </Badge>
          {article.generatedByAI && (
            <Badge variant="outline" colorPalette="gray" size="lg">
              AI Generated
            </Badge>
          )}
        </HStack>
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="navy.900" lineHeight="1.15">
          {article.headline}
        </Heading>
        <Text color="fg.muted">
          {ARTICLE_BYLINE} · <time dateTime={article.createdAt.toISOString()}>{formatUsDate(article.createdAt)}</time>
        </Text>
      </Stack>
      {article.videoUrl && <ArticleVideo url={article.videoUrl} />}
      <DeferredSafeHtml html={article.content} fontSize="lg" lineHeight="tall" color="fg" css={proseStyles} />
      {article.sourceLink && (
        <Link
          href={article.sourceLink}
          target="_blank"
          rel="noopener noreferrer"
          color="navy.fg"
          fontWeight="semibold"
          textDecoration="underline"
          alignSelf="flex-start"
        >
          Read Original Source
          <Box as="span" srOnly>
            {' '}
            (opens in a new tab)
          </Box>
        </Link>
      )}
      <Separator />
      <SubscribeCallout title="Never miss a story" text="Get stories like this in your inbox with the Muster Daily Brief." />
    </Stack>
  );
}

export function ArticleScreen({ slug }: { slug: string }) {
  const article = trpc.articles.bySlug.useQuery({ slug });
  if (article.isPending) return <ArticleSkeleton />;
  if (article.isError) {
    return (
      <MissingNotice title="Article Not Found" text="The article you're looking for doesn't exist or has been moved...">
        <ButtonLink to="/">Back to Home</ButtonLink>
        <ButtonLink to="/newsletters" variant="outline" bg="bg">
          Browse the Archives
        </ButtonLink>
      </MissingNotice>
    );
  }
  return <ArticleBody article={article.data} />;
}

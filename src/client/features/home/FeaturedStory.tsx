import { Badge, Box, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { FEATURED_EXCERPT_LENGTH } from '../../../shared/homeLatest';
import { sectionLabels } from '../../../shared/labels';
import { excerpt } from '../../../shared/text';
import type { PublicArticle } from '../../components/public/apiTypes';
import { ButtonLink } from '../../components/public/ButtonLink';

export function FeaturedStory({ article }: { article: PublicArticle }) {
  return (
    <Box
      as="article"
      bg="bg"
      borderWidth="1px"
      borderRadius="lg"
      borderTopWidth="4px"
      borderTopColor="gold.solid"
      p={{ base: '5', md: '8' }}
    >
      <Stack gap="4">
        <HStack gap="2" wrap="wrap">
          <Badge variant="solid" colorPalette="gold">
            Featured
          </Badge>
          <Badge variant="subtle" colorPalette="navy">
            {sectionLabels[article.section]}
          </Badge>
        </HStack>
        <Heading as="h3" size={{ base: 'xl', md: '2xl' }} color="navy.900">
          {article.headline}
        </Heading>
        <Text color="fg.muted" fontSize="lg" lineHeight="tall">
          {excerpt(article.content, FEATURED_EXCERPT_LENGTH)}
        </Text>
        <HStack gap="5" wrap="wrap">
          <ButtonLink to="/articles/$slug" params={{ slug: article.slug }}>
            Read Full Article
          </ButtonLink>
          {article.sourceLink && (
            <Link href={article.sourceLink} target="_blank" rel="noopener noreferrer" color="navy.fg" textDecoration="underline">
              Source
              <Box as="span" srOnly>
                {' '}
                (opens in a new tab)
              </Box>
            </Link>
          )}
        </HStack>
      </Stack>
    </Box>
  );
}

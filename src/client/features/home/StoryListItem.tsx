import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { LIST_EXCERPT_LENGTH } from '../../../shared/homeLatest';
import { sectionLabels } from '../../../shared/labels';
import { excerpt } from '../../../shared/text';
import type { PublicArticle } from '../../components/public/apiTypes';

export function StoryListItem({ article }: { article: PublicArticle }) {
  return (
    <Box as="li" bg="bg" borderWidth="1px" borderRadius="md" p="5">
      <Stack gap="2" as="article">
        <Text fontSize="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" color="navy.fg">
          {sectionLabels[article.section]}
        </Text>
        <Heading as="h3" size="md" color="navy.900">
          {article.headline}
        </Heading>
        <Text color="fg.muted">{excerpt(article.content, LIST_EXCERPT_LENGTH)}</Text>
        <Link asChild color="navy.fg" fontWeight="semibold" textDecoration="underline" alignSelf="flex-start">
          <RouterLink to="/articles/$slug" params={{ slug: article.slug }}>
            Read More
            <Box as="span" srOnly>
              : {article.headline}
            </Box>
          </RouterLink>
        </Link>
      </Stack>
    </Box>
  );
}

import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { sectionLabels } from '../../../shared/labels';
import { excerpt } from '../../../shared/text';
import type { NewsletterWithSections } from '../../components/public/apiTypes';

const SECTION_EXCERPT_LENGTH = 200;

/** That day's articles, section by section in the newsletter's order; empty sections are left out. */
export function NewsletterSections({ sections }: { sections: NewsletterWithSections['articles'] }) {
  const filled = sections
    .map((s) => ({ ...s, articles: s.articles.filter((a) => Boolean(a.slug)) }))
    .filter((s) => s.articles.length > 0);
  if (!filled.length) {
    return <Text color="fg.muted">This edition has no articles to show.</Text>;
  }
  return (
    <Stack gap="8">
      {filled.map((section) => (
        <Box as="section" key={section.key} aria-labelledby={`section-${section.key}`}>
          <Heading
            id={`section-${section.key}`}
            as="h2"
            fontSize="sm"
            fontFamily="body"
            textTransform="uppercase"
            letterSpacing="wider"
            color="navy.fg"
            borderBottomWidth="2px"
            borderColor="gold.solid"
            pb="2"
            mb="4"
          >
            {sectionLabels[section.section]}
          </Heading>
          <Stack gap="5">
            {section.articles.map((article) => (
              <Stack as="article" key={article.id} gap="1">
                <Heading as="h3" size="lg">
                  <Link asChild color="navy.900" textDecoration="underline" textDecorationColor="navy.muted" _hover={{ textDecorationColor: 'navy.fg' }}>
                    <RouterLink to="/articles/$slug" params={{ slug: article.slug }}>
                      {article.headline}
                    </RouterLink>
                  </Link>
                </Heading>
                <Text color="fg.muted">{excerpt(article.content, SECTION_EXCERPT_LENGTH)}</Text>
              </Stack>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

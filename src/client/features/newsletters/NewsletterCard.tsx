import { Badge, Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { NewsletterSummary } from '../../components/public/apiTypes';
import { ButtonLink } from '../../components/public/ButtonLink';
import { editionDate, editionLabel } from '../../components/public/editionLabel';
import { formatUsDate } from '../../components/public/formatDate';

/** One edition in a list: the archive's grid and the newsletter page's 'other editions'. */
export function NewsletterCard({ newsletter, headingLevel = 'h2' }: { newsletter: NewsletterSummary; headingLevel?: 'h2' | 'h3' }) {
  const date = editionDate(newsletter);
  return (
    <Stack as="article" gap="3" bg="bg" borderWidth="1px" borderRadius="lg" p="5" height="full" justify="space-between">
      <Stack gap="2">
        <Badge variant="subtle" colorPalette="navy" alignSelf="flex-start">
          {editionLabel(newsletter.type)}
        </Badge>
        <Heading as={headingLevel} size="md" color="navy.900">
          {newsletter.title}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          <time dateTime={date.toISOString()}>{formatUsDate(date)}</time>
        </Text>
      </Stack>
      <Box>
        <ButtonLink to="/newsletter/$id" params={{ id: newsletter.id }} size="sm" variant="outline">
          Read Edition
          <Box as="span" srOnly>
            : {newsletter.title}
          </Box>
        </ButtonLink>
      </Box>
    </Stack>
  );
}

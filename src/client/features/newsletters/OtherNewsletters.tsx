import { Box, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { ButtonLink } from '../../components/public/ButtonLink';
import { trpc } from '../../trpc';
import { NewsletterCard } from './NewsletterCard';

/** Up to four other sent editions (the server decides how many) and the way to the full archive. */
export function OtherNewsletters({ id }: { id: string }) {
  const others = trpc.newsletters.others.useQuery({ id });
  const items = others.data ?? [];
  return (
    <Stack as="section" aria-labelledby="other-editions-title" gap="5">
      <Heading id="other-editions-title" as="h2" size="xl" color="navy.900">
        More Editions
      </Heading>
      {items.length > 0 && (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4">
          {items.map((newsletter) => (
            <li key={newsletter.id}>
              <NewsletterCard newsletter={newsletter} headingLevel="h3" />
            </li>
          ))}
        </SimpleGrid>
      )}
      <Box>
        <ButtonLink to="/newsletters" variant="outline" bg="bg">
          View All Newsletters
        </ButtonLink>
      </Box>
    </Stack>
  );
}

import { Badge, Box, Container, HStack, Link, List, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/ApiContext';

/**
 * Published breaking news of the last week, each a link to the brief it became. Nothing shows
 * while it loads, when there is none, or when it fails: the page around it is the news.
 */
export function BreakingStrip({ exceptSlug }: { exceptSlug?: string }) {
  const recent = useQuery({ ...useApi().queryOptions('breakingNews.recent'), staleTime: 60_000 });
  const items = (recent.data ?? []).filter((i) => i.articleSlug !== exceptSlug);
  if (!items.length) return null;
  return (
    <Box as="section" aria-labelledby="breaking-strip-title" bg="red.50" borderBottomWidth="1px" borderColor="red.200">
      <Container maxW="6xl" py="2">
        <HStack gap="3" align="flex-start" flexWrap={{ base: 'wrap', md: 'nowrap' }}>
          <Badge id="breaking-strip-title" colorPalette="red" variant="solid" textTransform="uppercase" flexShrink={0} mt="0.5">
            Breaking
          </Badge>
          <List.Root as="ul" gap="1" listStyleType="none" minW="0">
            {items.map((item) => (
              <List.Item key={item.id}>
                <Link asChild color="red.900" fontWeight="semibold" textStyle="sm">
                  <RouterLink to="/articles/$slug" params={{ slug: item.articleSlug }}>
                    {item.headline}
                  </RouterLink>
                </Link>
                <Text textStyle="xs" color="fg.muted">
                  {item.sourceTitle}
                </Text>
              </List.Item>
            ))}
          </List.Root>
        </HStack>
      </Container>
    </Box>
  );
}

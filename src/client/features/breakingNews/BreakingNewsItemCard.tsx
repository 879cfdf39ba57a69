import { Badge, Box, Button, Card, Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { breakingNewsMoves } from '../../../shared/stateMachines';
import { breakingNewsMoveLabels, breakingNewsStatusBadge } from '../../../shared/statusBadges';
import { formatDate, formatDateTime } from '../../../shared/adminDates';
import { urgencySentence } from '../../../shared/urgency';
import { StatusBadge } from '../../components/admin/StatusBadge';
import type { BreakingNewsActions } from './useBreakingNewsActions';
import type { BreakingNewsItem } from './types';

const KEYWORDS_SHOWN = 3;

export function BreakingNewsItemCard({ item, actions }: { item: BreakingNewsItem; actions: BreakingNewsActions }) {
  return (
    <Card.Root as="li" variant="outline" bg="bg">
      <Card.Body gap="3">
        <Flex justify="space-between" gap="3" align="flex-start" direction={{ base: 'column', sm: 'row' }}>
          <Heading as="h2" size="md" color="navy.900">
            {item.headline}
          </Heading>
          <HStack gap="2" flexShrink={0}>
            <StatusBadge look={breakingNewsStatusBadge(item.status)} />
            <Badge variant="outline" colorPalette="navy">
              Urgency: {item.urgencyScore}/10
            </Badge>
          </HStack>
        </Flex>
        <Text>{item.summary}</Text>
        <Box bg="navy.50" borderLeftWidth="3px" borderLeftColor="navy.solid" px="3" py="2" borderRadius="sm">
          <Text fontWeight="semibold" textStyle="sm" color="navy.800">
            Why this matters to veterans
          </Text>
          <Text textStyle="sm">{item.veteranRelevance}</Text>
        </Box>
        {item.urgencyReasons.length > 1 && (
          <Text textStyle="sm" color="navy.800" data-testid="urgency-reasons">
            {urgencySentence(item.urgencyScore, item.urgencyReasons)}
          </Text>
        )}
        <Text textStyle="sm" color="fg.muted">
          {item.sourceTitle} · Discovered {formatDate(item.discoveredAt)}
          {item.alsoReportedBy.length > 0 && ` · Also reported by ${item.alsoReportedBy.map((r) => r.sourceTitle).join(', ')}`}
        </Text>
        {item.reviewedAt && (
          <Text textStyle="sm" color="fg.muted">
            {item.status === 'rejected' ? 'Rejected' : 'Approved'} by {item.reviewedBy ?? 'a former admin'} on{' '}
            {formatDateTime(item.reviewedAt)}
          </Text>
        )}
        {item.keywords.length > 0 && (
          <HStack gap="2" wrap="wrap" aria-label="Keywords">
            {item.keywords.slice(0, KEYWORDS_SHOWN).map((k) => (
              <Badge key={k} variant="subtle" colorPalette="gray">
                {k}
              </Badge>
            ))}
          </HStack>
        )}
        <Stack direction="row" gap="2" wrap="wrap" pt="1">
          <Button asChild size="sm" variant="outline" colorPalette="navy">
            <Link
              href={item.sourceUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`View Source: ${item.headline} (opens in a new window)`}
            >
              View Source
            </Link>
          </Button>
          {breakingNewsMoves[item.status].map((to) => (
            <Button
              key={to}
              size="sm"
              variant={to === 'published' ? 'solid' : 'outline'}
              colorPalette={to === 'published' ? 'green' : 'red'}
              aria-label={`${breakingNewsMoveLabels[to]}: ${item.headline}`}
              onClick={() => void actions.move(item, to)}
            >
              {breakingNewsMoveLabels[to]}
            </Button>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

import { Badge, Box, Button, Card, Heading, List, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { actionStepsLabel, moreResourcesLabel, previewResources } from '../../../shared/resourceCards';
import type { VeteranIssue } from './types';

/** One hub in the Resource Center grid. */
export function HubCard({ hub }: { hub: VeteranIssue }) {
  const { shown, more } = previewResources(hub.resources);
  return (
    <Card.Root as="article" height="full" borderTopWidth="4px" borderTopColor="navy.700">
      <Card.Header>
        <Heading as="h2" size="lg" color="navy.900">
          {hub.title}
        </Heading>
      </Card.Header>
      <Card.Body gap="4">
        <Text color="fg.muted" lineClamp={3}>
          {hub.overview}
        </Text>
        <Box bg="gold.50" borderLeftWidth="3px" borderLeftColor="gold.500" px="3" py="2" borderRadius="sm">
          <Heading as="h3" size="sm" color="navy.800">
            Why This Matters
          </Heading>
          <Text fontSize="sm" mt="1">
            {hub.whyItMatters}
          </Text>
        </Box>
        {shown.length > 0 && (
          <Box>
            <Heading as="h3" size="sm" color="navy.800">
              Key Resources
            </Heading>
            <List.Root mt="1" ps="5" fontSize="sm" gap="1">
              {shown.map((resource) => (
                <List.Item key={resource}>{resource}</List.Item>
              ))}
            </List.Root>
            {more > 0 && (
              <Text fontSize="sm" color="fg.muted" mt="1">
                {moreResourcesLabel(more)}
              </Text>
            )}
          </Box>
        )}
        <Badge alignSelf="flex-start" colorPalette="navy" variant="subtle">
          {actionStepsLabel(hub.actionSteps.length)}
        </Badge>
      </Card.Body>
      <Card.Footer>
        <Button asChild width="full" colorPalette="navy">
          <RouterLink to="/resource-hub/$id" params={{ id: hub.id }}>
            Explore This Hub
          </RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

import type { ReactNode } from 'react';
import { Box, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { VeteranIssue } from './types';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" bg="bg" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '6' }}>
      <Heading as="h3" size="lg" color="navy.900" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function BulletList({ items }: { items: string[] }) {
  return (
    <List.Root ps="5" gap="2">
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List.Root>
  );
}

/** The hub's reference material: resources, tools, numbered action steps and a success story. */
export function AllResourcesPanel({ hub }: { hub: VeteranIssue }) {
  return (
    <Stack gap="6">
      <Heading as="h2" srOnly>
        All Resources
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <Section title="Resources">
          {hub.resources.length ? <BulletList items={hub.resources} /> : <Text color="fg.muted">None listed yet.</Text>}
        </Section>
        <Section title="Tools">
          {hub.tools.length ? <BulletList items={hub.tools} /> : <Text color="fg.muted">None listed yet.</Text>}
        </Section>
      </SimpleGrid>
      <Section title="Action Steps">
        <List.Root as="ol" ps="5" gap="2" listStyleType="decimal">
          {hub.actionSteps.map((step) => (
            <List.Item key={step}>{step}</List.Item>
          ))}
        </List.Root>
      </Section>
      {hub.successStory && (
        <Box as="section" bg="navy.50" borderLeftWidth="4px" borderLeftColor="gold.500" borderRadius="lg" p={{ base: '4', md: '6' }}>
          <Heading as="h3" size="lg" color="navy.900" mb="2">
            Success Story
          </Heading>
          <Text fontStyle="italic">{hub.successStory}</Text>
        </Box>
      )}
    </Stack>
  );
}

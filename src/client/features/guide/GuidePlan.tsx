import { Badge, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { Recommendation, RecommendationPriority } from '../../../shared/questionnaires';
import { partnerTypeLabels, priorityLabels } from '../../../shared/questionnaires/labels';
import { CrisisLinks } from '../../components/CrisisLinks';
import { RecommendedExperts } from './RecommendedExperts';

// fills dark enough for white text (AA)
const priorityColor: Record<RecommendationPriority, string> = { urgent: 'red.700', high: 'orange.800', medium: 'navy.600' };

/** The result of the guide: prioritised next steps and the experts linked to this hub. */
export function GuidePlan({ recommendations, issueId }: { recommendations: Recommendation[]; issueId: string }) {
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h3" size="xl" color="navy.900" tabIndex={-1} id="guide-plan-heading" _focus={{ outline: 'none' }}>
          Your Personalized Action Plan
        </Heading>
        <Text color="fg.muted">Based on your answers, most urgent first.</Text>
      </Stack>
      <Stack as="ol" gap="3" listStyleType="none" aria-label="Recommendations" data-testid="recommendations">
        {recommendations.map((recommendation) => (
          <Box
            as="li"
            key={recommendation.title}
            borderWidth="1px"
            borderLeftWidth="4px"
            borderLeftColor={priorityColor[recommendation.priority]}
            borderRadius="md"
            p="4"
            bg="bg"
          >
            <HStack gap="2" wrap="wrap" mb="1">
              <Badge bg={priorityColor[recommendation.priority]} color="white" variant="solid">
                {priorityLabels[recommendation.priority]}
              </Badge>
              <Badge variant="outline">{partnerTypeLabels[recommendation.partnerType]}</Badge>
            </HStack>
            <Text as="h4" fontWeight="semibold" fontSize="md">
              {recommendation.title}
            </Text>
            <Text fontSize="sm" color="fg.muted" mt="1">
              {recommendation.description}
            </Text>
            {recommendation.crisisLinks && <CrisisLinks mt="2" linkColor="red.700" aria-label="Reach the Veterans Crisis Line" />}
          </Box>
        ))}
      </Stack>
      <RecommendedExperts issueId={issueId} />
    </Stack>
  );
}

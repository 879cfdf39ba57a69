import { Box, Flex, Text } from '@chakra-ui/react';
import type { QuestionnaireStep } from '../../../shared/questionnaires';

/** Where the visitor is in the guide; every step is marked complete once the plan shows. */
export function StepProgress({ steps, current, done }: { steps: QuestionnaireStep[]; current: number; done: boolean }) {
  return (
    <Box as="ol" aria-label="Guide progress" display="flex" gap="2" listStyleType="none" flexWrap="wrap">
      {steps.map((step, index) => {
        const complete = done || index < current;
        const active = !done && index === current;
        const state = complete ? 'complete' : active ? 'current step' : 'not started';
        return (
          <Flex as="li" key={step.id} align="center" gap="2" flex="1" minW="28" aria-current={active ? 'step' : undefined}>
            <Flex
              align="center"
              justify="center"
              boxSize="7"
              flexShrink={0}
              borderRadius="full"
              fontSize="sm"
              fontWeight="bold"
              bg={complete ? 'green.solid' : active ? 'navy.solid' : 'bg.muted'}
              color={complete || active ? 'white' : 'fg.muted'}
              aria-hidden="true"
            >
              {complete ? '✓' : index + 1}
            </Flex>
            <Text fontSize="sm" fontWeight={active ? 'semibold' : 'normal'} color={active || complete ? 'fg' : 'fg.muted'}>
              {step.title}
              <Box as="span" srOnly>
                {` (${state})`}
              </Box>
            </Text>
          </Flex>
        );
      })}
    </Box>
  );
}

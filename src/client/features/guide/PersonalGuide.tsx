import { useEffect, useMemo, useRef, useState } from 'react';
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { isStepAnswered, questionnaireForHub, recommendationsFor, type Answer, type Answers } from '../../../shared/questionnaires';
import { GuidePlan } from './GuidePlan';
import { QuestionField } from './QuestionField';
import { StepProgress } from './StepProgress';

/** The hub's multi-step questionnaire: forward only, then the plan. */
export function PersonalGuide({ hubTitle, issueId }: { hubTitle: string; issueId: string }) {
  const set = useMemo(() => questionnaireForHub(hubTitle), [hubTitle]);
  const [stepIndex, setStepIndex] = useState(0);
  const [answers, setAnswers] = useState<Answers>({});
  const [done, setDone] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // after Next, move focus to the new step (or the plan) so it is read from its start
  useEffect(() => {
    if (!moved.current) return;
    const target = done ? document.getElementById('guide-plan-heading') : headingRef.current;
    target?.focus();
  }, [stepIndex, done]);

  const step = set.steps[stepIndex];
  const last = stepIndex === set.steps.length - 1;
  const answer = (id: string, value: Answer) => setAnswers((current) => ({ ...current, [id]: value }));
  const next = () => {
    moved.current = true;
    if (last) setDone(true);
    else setStepIndex(stepIndex + 1);
  };

  return (
    <Box as="section" aria-labelledby="guide-title" bg="bg" borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '8' }} shadow="sm">
      <Stack gap="6">
        <Stack gap="2">
          <Heading id="guide-title" as="h2" size={{ base: 'xl', md: '2xl' }} color="navy.900">
            Your Personal Guide
          </Heading>
          <Text color="fg.muted">Answer a few questions to get a plan with the next steps that fit your situation.</Text>
        </Stack>
        <StepProgress steps={set.steps} current={stepIndex} done={done} />
        {done ? (
          <GuidePlan recommendations={recommendationsFor(set, answers)} issueId={issueId} />
        ) : (
          <Stack gap="6">
            <Stack gap="1">
              <Text fontSize="sm" color="fg.muted">
                Step {stepIndex + 1} of {set.steps.length}
              </Text>
              <Heading as="h3" size="lg" color="navy.900" ref={headingRef} tabIndex={-1} _focus={{ outline: 'none' }}>
                {step.title}
              </Heading>
              <Text color="fg.muted">{step.description}</Text>
            </Stack>
            {step.questions.map((question) => (
              <QuestionField
                key={question.id}
                question={question}
                answer={answers[question.id]}
                onAnswer={(value) => answer(question.id, value)}
              />
            ))}
            <Button
              // not full width on a phone: the chat button in the corner must never sit on it
              alignSelf="flex-start"
              colorPalette="navy"
              size="lg"
              disabled={!isStepAnswered(step, answers)}
              onClick={next}
            >
              {last ? 'Get My Recommendations' : 'Next Step'}
            </Button>
          </Stack>
        )}
      </Stack>
    </Box>
  );
}

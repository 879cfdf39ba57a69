import { Checkbox, CheckboxGroup, Fieldset, RadioGroup, Stack } from '@chakra-ui/react';
import type { Answer, Question } from '../../../shared/questionnaires';
import { CrisisNotice } from './CrisisNotice';

const atRisk = (question: Question, answer: Answer | undefined) =>
  Boolean(question.crisisAnswers && answer !== undefined && [answer].flat().some((a) => question.crisisAnswers?.includes(a)));

type QuestionFieldProps = { question: Question; answer: Answer | undefined; onAnswer: (answer: Answer) => void };

/** One question: radio buttons for a single choice, checkboxes for a multiple one. */
export function QuestionField({ question, answer, onAnswer }: QuestionFieldProps) {
  const legendId = `question-${question.id}`;
  return (
    <Fieldset.Root>
      <Fieldset.Legend id={legendId} fontSize="md" fontWeight="semibold" color="fg" mb="3">
        {question.text}
      </Fieldset.Legend>
      {question.type === 'single' ? (
        <RadioGroup.Root
          aria-labelledby={legendId}
          value={typeof answer === 'string' ? answer : null}
          onValueChange={({ value }) => value && onAnswer(value)}
          colorPalette="navy"
        >
          <Stack gap="2">
            {question.options.map((option) => (
              <RadioGroup.Item key={option.value} value={option.value} alignItems="flex-start">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator mt="0.5" />
                <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      ) : (
        <CheckboxGroup value={Array.isArray(answer) ? answer : []} onValueChange={onAnswer} colorPalette="navy">
          <Stack gap="2">
            {question.options.map((option) => (
              <Checkbox.Root key={option.value} value={option.value} alignItems="flex-start">
                <Checkbox.HiddenInput />
                <Checkbox.Control mt="0.5" />
                <Checkbox.Label fontWeight="normal">{option.label}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
        </CheckboxGroup>
      )}
      {atRisk(question, answer) && <CrisisNotice />}
    </Fieldset.Root>
  );
}

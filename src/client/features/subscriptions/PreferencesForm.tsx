import { useState, type FormEvent } from 'react';
import { Button, RadioGroup, Stack } from '@chakra-ui/react';
import type { Branch } from '../../../shared/enums';
import { ReaderDetailsFields } from '../../components/public/ReaderDetailsFields';

export type NewsletterChoice = 'both' | 'daily' | 'weekly';
export type PreferencesValues = { choice: NewsletterChoice; name: string; veteranBranch: Branch | '' };

const choices: { value: NewsletterChoice; label: string }[] = [
  { value: 'both', label: 'Both: the Daily Brief and the Weekly Deep-Dive' },
  { value: 'daily', label: 'Daily Brief only' },
  { value: 'weekly', label: 'Weekly Deep-Dive only' },
];

export const choiceOf = (daily: boolean, weekly: boolean): NewsletterChoice => (daily && weekly ? 'both' : daily ? 'daily' : 'weekly');

export function PreferencesForm({
  initial,
  pending,
  onSave,
}: {
  initial: PreferencesValues;
  pending: boolean;
  onSave: (values: PreferencesValues) => void;
}) {
  const [values, setValues] = useState(initial);
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    onSave(values);
  }
  return (
    <form onSubmit={onSubmit} aria-label="Update Preferences">
      <Stack gap="5">
        <RadioGroup.Root
          name="newsletters"
          value={values.choice}
          onValueChange={(e) => setValues({ ...values, choice: (e.value ?? 'both') as NewsletterChoice })}
          aria-labelledby="newsletters-label"
        >
          <Stack gap="3">
            <RadioGroup.Label id="newsletters-label" fontWeight="semibold">
              Newsletters
            </RadioGroup.Label>
            {choices.map((c) => (
              <RadioGroup.Item key={c.value} value={c.value}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{c.label}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
        <ReaderDetailsFields values={values} onChange={setValues} />
        <Button type="submit" alignSelf="flex-start" loading={pending} loadingText="Saving...">
          Save Preferences
        </Button>
      </Stack>
    </form>
  );
}

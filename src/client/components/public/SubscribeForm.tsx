import { useState, type FormEvent } from 'react';
import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import type { Branch } from '../../../shared/enums';
import { ReaderDetailsFields } from './ReaderDetailsFields';
import { useSubscribe } from './useSubscribe';

const empty = { email: '', name: '', veteranBranch: '' as Branch | '' };

/** The full sign-up form of /subscribe: email (required), name and branch (optional). */
export function SubscribeForm() {
  const [values, setValues] = useState(empty);
  const { subscribe, pending } = useSubscribe();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (await subscribe(values)) setValues(empty);
  }

  // noValidate: the empty-email toast is the spec's message, not the browser's bubble
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Subscribe to the daily newsletter">
      <Stack gap="5">
        <Field.Root required>
          <Field.Label>
            Email <Field.RequiredIndicator />
          </Field.Label>
          <Input
            type="email"
            name="email"
            autoComplete="email"
            placeholder="you@example.com"
            bg="bg"
            value={values.email}
            onChange={(e) => setValues({ ...values, email: e.target.value })}
          />
        </Field.Root>
        <ReaderDetailsFields values={values} onChange={setValues} />
        <Text fontSize="sm" color="fg.muted">
          By subscribing you agree to receive the Muster newsletter by email. We never sell your address, and every email has a one-click
          unsubscribe link.
        </Text>
        <Button type="submit" size="lg" loading={pending} loadingText="Subscribing...">
          Subscribe
        </Button>
      </Stack>
    </form>
  );
}

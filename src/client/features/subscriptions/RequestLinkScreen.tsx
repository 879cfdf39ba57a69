import { useState, type FormEvent } from 'react';
import { Alert, Button, Field, Input, Stack } from '@chakra-ui/react';
import { errorMessage } from '../../api/errorMessage';
import { trpc } from '../../trpc';
import { SubscriptionFrame } from './SubscriptionFrame';

const PURPOSES = {
  unsubscribe: { title: 'Unsubscribe', what: 'unsubscribe' },
  preferences: { title: 'Update Preferences', what: 'change what you receive or unsubscribe' },
} as const;

/**
 * Unsubscribe / Update Preferences without a personal link (the archive page's footer, Preview
 * Email): the reader types their address and is emailed their own link. The answer is the same
 * for any address, so the page tells nobody who subscribes.
 */
export function RequestLinkScreen({ purpose }: { purpose: keyof typeof PURPOSES }) {
  const { title, what } = PURPOSES[purpose];
  const [email, setEmail] = useState('');
  const request = trpc.subscriptions.requestLink.useMutation();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    request.mutate({ email });
  }

  if (request.isSuccess) {
    return (
      <SubscriptionFrame title="Check Your Email">
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{`If ${request.data.email} is subscribed to Muster, your personal link is on its way.`}</Alert.Title>
            <Alert.Description>It can take a few minutes. The link works without signing in; keep it to yourself.</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      </SubscriptionFrame>
    );
  }

  return (
    <SubscriptionFrame title={title} intro={`Enter the email address you subscribed with. We will email you a personal link to ${what}.`}>
      <form onSubmit={onSubmit} noValidate aria-label="Ask for your personal link">
        <Stack gap="4" align="flex-start">
          <Field.Root required invalid={request.isError}>
            <Field.Label>
              Email <Field.RequiredIndicator />
            </Field.Label>
            <Input
              type="email"
              name="email"
              autoComplete="email"
              placeholder="you@example.com"
              bg="bg"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            {request.isError ? <Field.ErrorText>{errorMessage(request.error, 'Please try again later.')}</Field.ErrorText> : null}
          </Field.Root>
          <Button type="submit" loading={request.isPending} loadingText="Sending...">
            Email Me My Link
          </Button>
        </Stack>
      </form>
    </SubscriptionFrame>
  );
}

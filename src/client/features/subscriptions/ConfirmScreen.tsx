import { Button, Stack, Text } from '@chakra-ui/react';
import { ButtonLink } from '../../components/public/ButtonLink';
import { InvalidLink, SubscriptionFrame, SubscriptionLoading } from './SubscriptionFrame';
import { useSubscription } from './useSubscription';

/** The link of a confirmation email: the button, not the visit, subscribes (scanners open links). */
export function ConfirmScreen({ token }: { token: string }) {
  const { query, resubscribe } = useSubscription(token);
  if (query.isPending) return <SubscriptionLoading />;
  if (query.isError) return <InvalidLink />;
  const { email, subscribed } = query.data;
  const preferences = (
    <ButtonLink to="/preferences/$token" params={{ token }} variant="outline" bg="bg">
      Update Preferences
    </ButtonLink>
  );
  if (subscribed) {
    return (
      <SubscriptionFrame title="You Are Subscribed" intro={`${email} will receive the Muster newsletters.`}>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          {preferences}
        </Stack>
      </SubscriptionFrame>
    );
  }
  return (
    <SubscriptionFrame title="Confirm Your Subscription" intro={`Subscribe ${email} to the Muster newsletters?`}>
      <Text>If you did not ask for this, ignore this page: nothing changes until you confirm.</Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button onClick={() => resubscribe.mutate({ token })} loading={resubscribe.isPending} loadingText="Confirming...">
          Confirm Subscription
        </Button>
      </Stack>
    </SubscriptionFrame>
  );
}

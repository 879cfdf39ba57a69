import { Button, Stack, Text } from '@chakra-ui/react';
import { ButtonLink } from '../../components/public/ButtonLink';
import { InvalidLink, SubscriptionFrame, SubscriptionLoading } from './SubscriptionFrame';
import { useSubscription } from './useSubscription';

/**
 * The page behind the Unsubscribe link. Opening it changes nothing (mail scanners open links);
 * only the button unsubscribes. Mail programs use the one-click POST instead.
 */
export function UnsubscribeScreen({ token }: { token: string }) {
  const { query, unsubscribe, resubscribe } = useSubscription(token);
  if (query.isPending) return <SubscriptionLoading />;
  if (query.isError) return <InvalidLink />;
  const { email, subscribed } = query.data;
  const preferences = (
    <ButtonLink to="/preferences/$token" params={{ token }} variant="outline" bg="bg">
      Update Preferences
    </ButtonLink>
  );

  if (!subscribed) {
    return (
      <SubscriptionFrame title="You Are Unsubscribed" intro={`${email} will not receive Muster newsletters any more.`}>
        <Text>Changed your mind? You can subscribe again at any time.</Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button onClick={() => resubscribe.mutate({ token })} loading={resubscribe.isPending} loadingText="Resubscribing...">
            Resubscribe
          </Button>
          {preferences}
        </Stack>
      </SubscriptionFrame>
    );
  }

  return (
    <SubscriptionFrame title="Unsubscribe from Muster?" intro={`${email} will no longer receive the Daily Brief or the Weekly Deep-Dive.`}>
      <Text>Would you rather get fewer emails? Choose only the Daily Brief or only the Weekly Deep-Dive instead.</Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button
          colorPalette="red"
          onClick={() => unsubscribe.mutate({ token })}
          loading={unsubscribe.isPending}
          loadingText="Unsubscribing..."
        >
          Unsubscribe
        </Button>
        {preferences}
      </Stack>
    </SubscriptionFrame>
  );
}

import { Alert, Button, Separator, Stack, Text } from '@chakra-ui/react';
import { notify } from '../../components/toaster';
import { choiceOf, PreferencesForm, type PreferencesValues } from './PreferencesForm';
import { InvalidLink, SubscriptionFrame, SubscriptionLoading } from './SubscriptionFrame';
import { useSubscription } from './useSubscription';

/** Update Preferences: which newsletters, name and branch; unsubscribe from all, or resubscribe. */
export function PreferencesScreen({ token }: { token: string }) {
  const { query, update, unsubscribe, resubscribe } = useSubscription(token);
  if (query.isPending) return <SubscriptionLoading />;
  if (query.isError) return <InvalidLink />;
  const p = query.data;

  function save(values: PreferencesValues) {
    update.mutate(
      {
        token,
        wantsDailyBrief: values.choice !== 'weekly',
        wantsWeeklyDeepDive: values.choice !== 'daily',
        name: values.name,
        veteranBranch: values.veteranBranch,
      },
      { onSuccess: () => notify.success('Preferences saved', 'Your newsletter preferences have been updated.') },
    );
  }

  return (
    <SubscriptionFrame title="Update Preferences" intro={`Choose what Muster sends to ${p.email}.`}>
      {p.subscribed ? null : (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>You are unsubscribed</Alert.Title>
            <Alert.Description>We send you nothing until you resubscribe.</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <PreferencesForm
        initial={{ choice: choiceOf(p.wantsDailyBrief, p.wantsWeeklyDeepDive), name: p.name ?? '', veteranBranch: p.veteranBranch ?? '' }}
        pending={update.isPending}
        onSave={save}
      />
      <Separator />
      {p.subscribed ? (
        <Stack gap="3" align="flex-start">
          <Text color="fg.muted">No longer want any email from Muster?</Text>
          <Button
            variant="outline"
            colorPalette="red"
            onClick={() => unsubscribe.mutate({ token })}
            loading={unsubscribe.isPending}
            loadingText="Unsubscribing..."
          >
            Unsubscribe from All
          </Button>
        </Stack>
      ) : (
        <Stack gap="3" align="flex-start">
          <Text color="fg.muted">Want the newsletters again?</Text>
          <Button onClick={() => resubscribe.mutate({ token })} loading={resubscribe.isPending} loadingText="Resubscribing...">
            Resubscribe
          </Button>
        </Stack>
      )}
    </SubscriptionFrame>
  );
}

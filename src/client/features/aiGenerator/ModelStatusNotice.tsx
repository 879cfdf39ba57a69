import { Alert } from '@chakra-ui/react';
import { AI_NOT_CONFIGURED } from '../../../shared/schemas/articles';

/** Said before anyone types: without a configured model the generator cannot work. */
export function ModelStatusNotice() {
  return (
    <Alert.Root status="warning" variant="outline">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>No AI model is configured</Alert.Title>
        <Alert.Description>{AI_NOT_CONFIGURED}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

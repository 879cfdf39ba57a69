import { Button, HStack, Text } from '@chakra-ui/react';

/** The line a list shows while it loads, when it is empty, or when it failed (with a retry). */
export function LoadingNotice({ text }: { text: string }) {
  return (
    <Text color="fg.muted" role="status">
      {text}
    </Text>
  );
}

export function EmptyNotice({ text }: { text: string }) {
  return <Text color="fg.muted">{text}</Text>;
}

export function FailedNotice({ text, detail, onRetry }: { text: string; detail?: string; onRetry: () => void }) {
  return (
    <HStack gap="3" wrap="wrap" role="alert">
      <Text color="fg.error">
        {text}
        {detail ? ` ${detail}` : ''}
      </Text>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </HStack>
  );
}

import { Box, HStack, Spinner, Text } from '@chakra-ui/react';

type ListMessageProps = { kind: 'loading'; text: string } | { kind: 'error'; text: string } | { kind: 'empty'; text: string };

/** What a list shows instead of rows: loading, failed to load, or nothing to show. */
export function ListMessage(props: ListMessageProps) {
  if (props.kind === 'loading') {
    return (
      <HStack role="status" aria-live="polite" py="8" justify="center" color="fg.muted">
        <Spinner size="sm" />
        <Text>{props.text}</Text>
      </HStack>
    );
  }
  return (
    <Box
      role={props.kind === 'error' ? 'alert' : undefined}
      py="8"
      textAlign="center"
      color={props.kind === 'error' ? 'fg.error' : 'fg.muted'}
    >
      <Text>{props.text}</Text>
    </Box>
  );
}

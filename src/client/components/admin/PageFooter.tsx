import { Button, Flex, HStack, Text } from '@chakra-ui/react';
import type { Paging } from './usePaging';

/** 'Showing 51–100 of 240' with Previous / Next; hidden when everything fits on one page. */
export function PageFooter({ paging, total, noun }: { paging: Paging; total: number; noun: string }) {
  if (total <= paging.limit && paging.offset === 0) return null;
  const first = Math.min(paging.offset + 1, total);
  const last = Math.min(paging.offset + paging.limit, total);
  return (
    <Flex as="nav" aria-label={`${noun} pages`} justify="space-between" align="center" gap="3" wrap="wrap" pt="4">
      <Text textStyle="sm" color="fg.muted" aria-live="polite">
        Showing {first}–{last} of {total} {noun}
      </Text>
      <HStack gap="2">
        <Button size="sm" variant="outline" onClick={paging.previous} disabled={paging.offset === 0}>
          Previous
        </Button>
        <Button size="sm" variant="outline" onClick={paging.next} disabled={last >= total}>
          Next
        </Button>
      </HStack>
    </Flex>
  );
}

import { chakra } from '@chakra-ui/react';

export type PlainToastProps = { type: 'success' | 'error'; title: string; description?: string; onDismiss: () => void };

/**
 * The toast as plain markup, for when Chakra's toast machinery could not be loaded (a dropped
 * connection, a deploy that replaced its file): the reader still gets the message and can dismiss it.
 */
export function PlainToast({ type, title, description, onDismiss }: PlainToastProps) {
  return (
    <chakra.div
      role="status"
      aria-live="polite"
      position="fixed"
      insetInlineEnd="4"
      insetInlineStart={{ base: '4', md: 'auto' }}
      bottom="4"
      zIndex="toast"
      maxWidth={{ md: 'sm' }}
      display="flex"
      gap="3"
      alignItems="flex-start"
      padding="4"
      borderRadius="l2"
      boxShadow="lg"
      color="white"
      bg={type === 'error' ? 'red.600' : 'green.700'}
    >
      <chakra.div flex="1">
        <chakra.p fontWeight="semibold">{title}</chakra.p>
        {description && <chakra.p fontSize="sm">{description}</chakra.p>}
      </chakra.div>
      <chakra.button type="button" aria-label="Dismiss notification" onClick={onDismiss} cursor="pointer" paddingInline="1">
        ×
      </chakra.button>
    </chakra.div>
  );
}

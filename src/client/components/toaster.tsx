import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';

export const TOAST_DURATION_MS = 5000;

/** The spec keeps at most one toast on screen; `notify` replaces it rather than queueing. */
export const toaster = createToaster({
  // Bottom corner: on a phone a top toast would cover the header and its menu button.
  placement: 'bottom-end',
  max: 1,
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
});

function show(type: 'success' | 'error', title: string, description?: string) {
  toaster.remove();
  return toaster.create({ type, title, description, closable: true });
}

/** How screens word their toasts; errors use the destructive ('error') style. */
export const notify = {
  success: (title: string, description?: string) => show('success', title, description),
  error: (title: string, description?: string) => show('error', title, description),
};

/** Rendered once, at the root of the app. */
export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label="Dismiss notification" />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}

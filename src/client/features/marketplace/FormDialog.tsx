import { useId, type FormEvent, type ReactNode } from 'react';
import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';

type FormDialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onSubmit: () => void;
  children: ReactNode;
};

/** A form in a dialog: its fields scroll, Cancel and the submit button stay in reach. */
export function FormDialog({ open, onClose, title, description, submitLabel, pendingLabel, pending, onSubmit, children }: FormDialogProps) {
  const formId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onSubmit();
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      size={{ base: 'full', sm: 'lg' }}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1" pe="12">
              <Dialog.Title color="navy.900">{title}</Dialog.Title>
              {description && (
                <Dialog.Description asChild>
                  <Text color="fg.muted" textStyle="sm">
                    {description}
                  </Text>
                </Dialog.Description>
              )}
            </Dialog.Header>
            <Dialog.Body>
              <form id={formId} onSubmit={submit} noValidate aria-label={title}>
                <Stack gap="4">{children}</Stack>
              </form>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button type="submit" form={formId} loading={pending} loadingText={pendingLabel}>
                {submitLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

import { useState } from 'react';
import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import type { NewsletterDetail } from './types';
import { useNewsletterStatusChange } from './useNewsletterStatusChange';

/**
 * The header's Send Newsletter: off when nothing is selected or it is already sent, and it asks
 * before acting because a sent newsletter can no longer change.
 */
export function SendNewsletterButton({ newsletter }: { newsletter?: NewsletterDetail }) {
  const [open, setOpen] = useState(false);
  const { change, isPending } = useNewsletterStatusChange();
  const canSend = newsletter !== undefined && newsletter.status !== 'sent';

  async function send() {
    if (!newsletter) return;
    if (await change({ id: newsletter.id, status: 'sent' })) setOpen(false);
  }

  return (
    <Dialog.Root open={open} onOpenChange={(event) => setOpen(event.open)} role="alertdialog" placement="center">
      <Dialog.Trigger asChild>
        <Button colorPalette="navy" disabled={!canSend}>
          Send Newsletter
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Send this newsletter?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                <strong>{newsletter?.title}</strong> will be marked as sent. A sent newsletter is final: its articles and
                status can no longer change.
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Keep Editing</Button>
              </Dialog.ActionTrigger>
              <Button loading={isPending} loadingText="Sending..." onClick={() => void send()}>
                Send Now
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

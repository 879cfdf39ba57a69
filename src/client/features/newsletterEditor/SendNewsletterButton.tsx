import { useState } from 'react';
import { Button, Text } from '@chakra-ui/react';
import { DialogShell } from '../../components/DialogShell';
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
    <DialogShell
      role="alertdialog"
      open={open}
      onOpenChange={setOpen}
      title="Send this newsletter?"
      trigger={
        <Button colorPalette="navy" disabled={!canSend}>
          Send Newsletter
        </Button>
      }
      cancelLabel="Keep Editing"
      action={
        <Button loading={isPending} loadingText="Sending..." onClick={() => void send()}>
          Send Now
        </Button>
      }
    >
      <Text>
        <strong>{newsletter?.title}</strong> will be emailed now to every subscriber who wants it. A sent newsletter is final: its articles
        and status can no longer change.
      </Text>
    </DialogShell>
  );
}

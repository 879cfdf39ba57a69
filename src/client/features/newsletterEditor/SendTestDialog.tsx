import { useState } from 'react';
import { Button, Input, Text } from '@chakra-ui/react';
import { DialogShell } from '../../components/DialogShell';
import { FormField } from '../../components/FormField';
import { notify } from '../../components/toaster';
import { trpc } from '../../trpc';
import { serverMessage } from './serverMessage';

/** "Send a test": the newsletter as a subscriber gets it, to an address the editor types. */
export function SendTestDialog({ id }: { id: string }) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const send = trpc.newsletters.sendTest.useMutation();

  async function submit() {
    try {
      const result = await send.mutateAsync({ id, email });
      notify.success('Test email sent', `A test copy went to ${result.email}.`);
      setOpen(false);
    } catch {
      // the dialog shows the message under the field
    }
  }

  return (
    <DialogShell
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) send.reset();
      }}
      title="Send a test"
      description="One copy, exactly as subscribers will get it."
      trigger={<Button variant="outline">Send a test</Button>}
      action={
        <Button type="submit" form="send-test-form" loading={send.isPending} loadingText="Sending...">
          Send Test
        </Button>
      }
    >
      <form
        id="send-test-form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <FormField label="Email address" required error={send.error ? serverMessage(send.error) : undefined}>
          <Input
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            placeholder="editor@example.org"
            autoComplete="email"
          />
        </FormField>
      </form>
      {send.isSuccess && <Text srOnly>Sent.</Text>}
    </DialogShell>
  );
}

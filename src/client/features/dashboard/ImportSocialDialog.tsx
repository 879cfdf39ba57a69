import { useState, type FormEvent } from 'react';
import { Button, CloseButton, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { importLinkInput } from '../../../shared/dashboard';

/** Asks for the post's link, then opens the AI generator with it as the source link. */
export function ImportSocialDialog() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [link, setLink] = useState('');
  const [error, setError] = useState<string>();

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) {
      setLink('');
      setError(undefined);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = importLinkInput.safeParse(link);
    if (!parsed.success) {
      setError(parsed.error.issues[0].message);
      return;
    }
    setOpen(false);
    void navigate({ to: '/admin/ai-generator', search: { sourceLink: parsed.data } });
  }

  return (
    <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="center">
      <Dialog.Trigger asChild>
        <Button variant="outline" width="full" justifyContent="flex-start">
          Import Social Content
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>Import Social Content</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <Text color="fg.muted" textStyle="sm">
                    Paste the link of a post or article. The AI Article Generator opens with it as the source link.
                  </Text>
                  <Field.Root invalid={Boolean(error)} required>
                    <Field.Label>
                      Link to import <Field.RequiredIndicator />
                    </Field.Label>
                    <Input
                      type="url"
                      inputMode="url"
                      placeholder="https://"
                      value={link}
                      onChange={(e) => {
                        setLink(e.target.value);
                        setError(undefined);
                      }}
                    />
                    <Field.ErrorText>{error}</Field.ErrorText>
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">Cancel</Button>
                </Dialog.ActionTrigger>
                <Button type="submit">Continue</Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

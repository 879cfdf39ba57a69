import { useState, type FormEvent } from 'react';
import { Button, CloseButton, Dialog, Field, Portal, Stack } from '@chakra-ui/react';
import { endOfDateInput } from '../../../shared/adminDates';
import { spotlightCreateInput, SPOTLIGHT_REQUIRED, type SpotlightCreateInput } from '../../../shared/schemas/spotlights';
import { emptySpotlightForm, SpotlightFormFields, type SpotlightFormValues } from './SpotlightFormFields';

type Props = { onCreate: (input: SpotlightCreateInput) => Promise<boolean>; creating: boolean };

/** 'Add Spotlight' opens the form; it closes once the spotlight is stored. */
export function CreateSpotlightDialog({ onCreate, creating }: Props) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<SpotlightFormValues>(emptySpotlightForm);
  const [error, setError] = useState<string>();
  const missing = { veteranName: !values.veteranName.trim(), quote: !values.quote.trim() };
  const requiredError = error === SPOTLIGHT_REQUIRED;

  function change(field: keyof SpotlightFormValues, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setError(undefined);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (missing.veteranName || missing.quote) {
      setError(SPOTLIGHT_REQUIRED);
      return;
    }
    const parsed = spotlightCreateInput.safeParse({ ...values, featuredUntil: endOfDateInput(values.featuredUntil) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    if (await onCreate(parsed.data)) {
      setValues(emptySpotlightForm);
      setOpen(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)} size={{ base: 'full', md: 'lg' }} scrollBehavior="inside">
      <Dialog.Trigger asChild>
        <Button colorPalette="navy">Add Spotlight</Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form onSubmit={submit} noValidate aria-label="New veteran spotlight">
              <Dialog.Header>
                <Dialog.Title>New Veteran Spotlight</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <SpotlightFormFields
                    values={values}
                    onChange={change}
                    missing={requiredError ? missing : { veteranName: false, quote: false }}
                  />
                  {error && (
                    <Field.Root invalid>
                      <Field.ErrorText role="alert">{error}</Field.ErrorText>
                    </Field.Root>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">Cancel</Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette="navy" loading={creating}>
                  Create Spotlight
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

import { useState, type FormEvent } from 'react';
import { Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { newsletterCreateInput } from '../../../shared/schemas/newsletters';
import { ConfirmButton } from '../../components/admin/ConfirmButton';
import type { NewsletterDetail } from './types';
import { useDraftActions } from './useDraftActions';

/** Rename (any newsletter not sent) and Delete (drafts only, after asking). */
export function DraftActions({ newsletter, onDeleted }: { newsletter: NewsletterDetail; onDeleted: () => void }) {
  const actions = useDraftActions();
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(newsletter.title);
  const [error, setError] = useState<string>();

  async function save(event: FormEvent) {
    event.preventDefault();
    // the server's own rule and messages
    const checked = newsletterCreateInput.shape.title.safeParse(title);
    if (!checked.success) return setError(checked.error.issues[0].message);
    if (await actions.rename(newsletter.id, checked.data)) setEditing(false);
  }

  if (editing)
    return (
      <form onSubmit={save} noValidate aria-label="Rename newsletter">
        <Stack gap="2">
          <Field.Root invalid={Boolean(error)} required>
            <Field.Label>Newsletter title</Field.Label>
            <Input
              value={title}
              autoFocus
              onChange={(e) => {
                setTitle(e.currentTarget.value);
                setError(undefined);
              }}
            />
            <Field.ErrorText>{error}</Field.ErrorText>
          </Field.Root>
          <HStack gap="2">
            <Button type="submit" size="sm" loading={actions.renaming}>
              Save Title
            </Button>
            <Button size="sm" variant="outline" onClick={() => setEditing(false)} disabled={actions.renaming}>
              Cancel
            </Button>
          </HStack>
        </Stack>
      </form>
    );

  return (
    <HStack gap="2" wrap="wrap">
      <Button
        size="sm"
        variant="outline"
        onClick={() => {
          setTitle(newsletter.title);
          setEditing(true);
        }}
      >
        Rename
      </Button>
      {newsletter.status === 'draft' && (
        <ConfirmButton
          ariaLabel={`Delete ${newsletter.title}`}
          title="Delete newsletter?"
          description={`"${newsletter.title}" will be deleted for good. Its articles stay on the site.`}
          confirmLabel="Delete"
          onConfirm={() => actions.remove(newsletter.id, onDeleted)}
        >
          Delete
        </ConfirmButton>
      )}
    </HStack>
  );
}

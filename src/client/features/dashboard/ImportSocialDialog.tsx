import { useState } from 'react';
import { Button, Field, Input } from '@chakra-ui/react';
import { FormDialog } from '../../components/FormDialog';
import { useNavigate } from '@tanstack/react-router';
import { importLinkInput } from '../../../shared/dashboard';

/** Asks for the post's link, then opens a new hand-written article with it as the source link (no model needed). */
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

  function submit() {
    const parsed = importLinkInput.safeParse(link);
    if (!parsed.success) {
      setError(parsed.error.issues[0].message);
      return;
    }
    setOpen(false);
    void navigate({ to: '/admin/articles/new', search: { sourceLink: parsed.data } });
  }

  return (
    <FormDialog
      open={open}
      onOpen={() => onOpenChange(true)}
      onClose={() => onOpenChange(false)}
      title="Import Social Content"
      description="Paste the link of a post or article. A new article opens with it as the source link."
      submitLabel="Continue"
      onSubmit={submit}
      trigger={
        <Button variant="outline" width="full" justifyContent="flex-start">
          Import Social Content
        </Button>
      }
    >
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
    </FormDialog>
  );
}

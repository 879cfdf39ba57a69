import { useEffect, useState, type FormEvent } from 'react';
import { useInvalidate } from '../../lib/invalidation';
import { Button, Field, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { newsletterTypes, type NewsletterType } from '../../../shared/enums';
import { newsletterTypeLabels } from '../../../shared/labels';
import { emptyNewsletterContent } from '../../../shared/newsletterContent';
import { newsletterCreateInput } from '../../../shared/schemas/newsletters';
import { notify } from '../../components/toaster';
import { trpc } from '../../trpc';
import { EditorCard } from './EditorCard';
import { serverMessage } from './serverMessage';

type CreateNewsletterCardProps = {
  /** the type asked for in the address (?type=weekly), preselected */
  initialType?: NewsletterType;
  onCreated: (id: string) => void;
};

export function CreateNewsletterCard({ initialType, onCreated }: CreateNewsletterCardProps) {
  const [title, setTitle] = useState('');
  const [type, setType] = useState<NewsletterType>(initialType ?? 'daily');
  const [titleError, setTitleError] = useState<string>();
  const stale = useInvalidate();
  const create = trpc.newsletters.create.useMutation({ onSuccess: () => stale('newsletters') });

  // following a link with another ?type= while already on the page
  useEffect(() => {
    if (initialType) setType(initialType);
  }, [initialType]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = newsletterCreateInput.safeParse({ title, type });
    if (!parsed.success) {
      setTitleError(parsed.error.issues.find((issue) => issue.path[0] === 'title')?.message);
      return;
    }
    let created;
    try {
      created = await create.mutateAsync({ ...parsed.data, content: emptyNewsletterContent() });
    } catch (error) {
      notify.error('Failed to create newsletter.', serverMessage(error));
      return;
    }
    notify.success('Newsletter created', 'Your newsletter has been saved as a draft.');
    setTitle('');
    onCreated(created.id);
  }

  return (
    <EditorCard title="Create New Newsletter" description="Start a draft, then add articles to its sections.">
      <form onSubmit={submit} noValidate aria-label="Create newsletter">
        <Stack gap="4" direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-start' }}>
          <Field.Root invalid={Boolean(titleError)} required flex="2">
            <Field.Label>
              Title <Field.RequiredIndicator />
            </Field.Label>
            <Input
              name="title"
              value={title}
              placeholder="e.g. Daily Brief for Monday"
              onChange={(event) => {
                setTitle(event.target.value);
                setTitleError(undefined);
              }}
            />
            <Field.ErrorText>{titleError}</Field.ErrorText>
          </Field.Root>
          <Field.Root flex="1">
            <Field.Label>Type</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field name="type" value={type} onChange={(event) => setType(event.target.value as NewsletterType)}>
                {newsletterTypes.map((value) => (
                  <option key={value} value={value}>
                    {newsletterTypeLabels[value]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Button type="submit" loading={create.isPending} loadingText="Creating..." mt={{ md: '7' }} flexShrink={0}>
            Create
          </Button>
        </Stack>
      </form>
    </EditorCard>
  );
}

import { useState, type FormEvent } from 'react';
import { Button, Field, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { partnerContentTypes } from '../../../shared/enums';
import { partnerContentTypeLabels } from '../../../shared/labels';
import { startOfDateInput } from '../../../shared/adminDates';
import { partnerCreateInput, PARTNER_REQUIRED, type PartnerCreateInput } from '../../../shared/schemas/partners';
import { SectionCard } from '../../components/admin/SectionCard';

const empty = { name: '', website: '', contentType: '', scheduledDate: '', description: '' };
type Values = typeof empty;

/** Name and content type are required; the rest is trimmed and left out when empty. */
function toInput(values: Values) {
  return partnerCreateInput.safeParse({
    ...values,
    contentType: values.contentType || undefined,
    // the picked day at local midnight, so the list shows the same day back
    scheduledDate: startOfDateInput(values.scheduledDate),
  });
}

export function AddPartnerForm({ onAdd, adding }: { onAdd: (input: PartnerCreateInput) => Promise<boolean>; adding: boolean }) {
  const [values, setValues] = useState(empty);
  const [error, setError] = useState<string>();
  const missing = { name: !values.name.trim(), contentType: !values.contentType };

  const set = (field: keyof Values) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
    setError(undefined);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (missing.name || missing.contentType) {
      setError(PARTNER_REQUIRED);
      return;
    }
    const parsed = toInput(values);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    if (await onAdd(parsed.data)) setValues(empty);
  }

  const requiredError = error === PARTNER_REQUIRED;
  return (
    <SectionCard title="Add Partner">
      <form onSubmit={submit} noValidate aria-label="Add partner">
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Field.Root required invalid={requiredError && missing.name}>
              <Field.Label>
                Name <Field.RequiredIndicator />
              </Field.Label>
              <Input name="name" autoComplete="organization" value={values.name} onChange={set('name')} />
            </Field.Root>
            <Field.Root invalid={Boolean(error) && !requiredError}>
              <Field.Label>Website</Field.Label>
              <Input type="url" name="website" placeholder="https://" value={values.website} onChange={set('website')} />
            </Field.Root>
            <Field.Root required invalid={requiredError && missing.contentType}>
              <Field.Label>
                Content type <Field.RequiredIndicator />
              </Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field name="contentType" value={values.contentType} onChange={set('contentType')}>
                  <option value="">Choose a content type</option>
                  {partnerContentTypes.map((t) => (
                    <option key={t} value={t}>
                      {partnerContentTypeLabels[t]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root>
              <Field.Label>Scheduled date</Field.Label>
              <Input type="date" name="scheduledDate" value={values.scheduledDate} onChange={set('scheduledDate')} />
            </Field.Root>
          </SimpleGrid>
          <Field.Root>
            <Field.Label>Description</Field.Label>
            <Textarea name="description" rows={3} value={values.description} onChange={set('description')} />
          </Field.Root>
          {error && (
            <Field.Root invalid>
              <Field.ErrorText role="alert">{error}</Field.ErrorText>
            </Field.Root>
          )}
          <Button type="submit" colorPalette="navy" loading={adding} alignSelf={{ base: 'stretch', md: 'flex-start' }}>
            Add Partner
          </Button>
        </Stack>
      </form>
    </SectionCard>
  );
}

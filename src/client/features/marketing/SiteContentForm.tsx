import { Button, Field, Input, Stack, Textarea } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import type { SiteContentFieldErrors, SiteContentFormValues } from '../../../shared/marketing';
import { SectionCard } from '../../components/admin/SectionCard';

type SiteContentFormProps = {
  values: SiteContentFormValues;
  errors: SiteContentFieldErrors;
  change: (field: keyof SiteContentFormValues) => (value: string) => void;
  save: (event: FormEvent) => void;
  saving: boolean;
};

type FieldSpec = {
  field: keyof SiteContentFormValues;
  label: string;
  required: boolean;
  rows?: number;
  helper?: string;
  type?: 'url';
};

const fields: FieldSpec[] = [
  { field: 'heroTitle', label: 'Hero title', required: true },
  { field: 'heroSubtitle', label: 'Hero subtitle', required: true, rows: 3 },
  { field: 'ctaText', label: 'Call-to-action button text', required: true },
  { field: 'bannerImageUrl', label: 'Banner image URL', required: false, type: 'url', helper: 'Optional. An http(s) link to an image.' },
  {
    field: 'aboutHtml',
    label: 'About section (HTML)',
    required: true,
    rows: 10,
    helper: 'Basic HTML such as <p>, <strong>, <a> and lists. Scripts and styles are removed when saved.',
  },
];

/** The home page's marketing content: hero, call to action, banner and about section. */
export function SiteContentForm({ values, errors, change, save, saving }: SiteContentFormProps) {
  return (
    <SectionCard title="Home Page Content">
      <form onSubmit={save} noValidate aria-label="Home page content">
        <Stack gap="4">
          {fields.map((f) => (
            <Field.Root key={f.field} invalid={Boolean(errors[f.field])} required={f.required}>
              <Field.Label>
                {f.label} {f.required && <Field.RequiredIndicator />}
              </Field.Label>
              {f.rows ? (
                <Textarea
                  name={f.field}
                  rows={f.rows}
                  value={values[f.field]}
                  onChange={(e) => change(f.field)(e.target.value)}
                  fontFamily={f.field === 'aboutHtml' ? 'mono' : undefined}
                  textStyle={f.field === 'aboutHtml' ? 'sm' : undefined}
                />
              ) : (
                <Input name={f.field} type={f.type ?? 'text'} value={values[f.field]} onChange={(e) => change(f.field)(e.target.value)} />
              )}
              {f.helper && !errors[f.field] && <Field.HelperText>{f.helper}</Field.HelperText>}
              <Field.ErrorText>{errors[f.field]}</Field.ErrorText>
            </Field.Root>
          ))}
          <Button type="submit" loading={saving} loadingText="Saving..." alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
            Save Changes
          </Button>
        </Stack>
      </form>
    </SectionCard>
  );
}

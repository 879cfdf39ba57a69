import { Field, Input, SimpleGrid, Textarea } from '@chakra-ui/react';
import { BranchSelect } from '../../components/admin/BranchSelect';

export const emptySpotlightForm = {
  veteranName: '',
  quote: '',
  businessName: '',
  businessDescription: '',
  location: '',
  branch: '',
  website: '',
  imageUrl: '',
  featuredUntil: '',
};
export type SpotlightFormValues = typeof emptySpotlightForm;

type Props = {
  values: SpotlightFormValues;
  onChange: (field: keyof SpotlightFormValues, value: string) => void;
  /** which required fields to mark invalid after a failed submit */
  missing: { veteranName: boolean; quote: boolean };
};

/** The create dialog's fields; required ones marked, URLs with the url input type. */
export function SpotlightFormFields({ values, onChange, missing }: Props) {
  const text = (field: keyof SpotlightFormValues) => ({
    name: field,
    value: values[field],
    onChange: (e: { currentTarget: { value: string } }) => onChange(field, e.currentTarget.value),
  });
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <Field.Root required invalid={missing.veteranName}>
        <Field.Label>
          Veteran name <Field.RequiredIndicator />
        </Field.Label>
        <Input autoComplete="off" {...text('veteranName')} />
      </Field.Root>
      <Field.Root>
        <Field.Label>Branch</Field.Label>
        <BranchSelect value={values.branch} onChange={(v) => onChange('branch', v)} />
      </Field.Root>
      <Field.Root required invalid={missing.quote} gridColumn={{ md: 'span 2' }}>
        <Field.Label>
          Quote <Field.RequiredIndicator />
        </Field.Label>
        <Textarea rows={3} {...text('quote')} />
      </Field.Root>
      <Field.Root>
        <Field.Label>Business name</Field.Label>
        <Input {...text('businessName')} />
      </Field.Root>
      <Field.Root>
        <Field.Label>Location</Field.Label>
        <Input {...text('location')} />
      </Field.Root>
      <Field.Root gridColumn={{ md: 'span 2' }}>
        <Field.Label>Business description</Field.Label>
        <Textarea rows={2} {...text('businessDescription')} />
      </Field.Root>
      <Field.Root>
        <Field.Label>Website</Field.Label>
        <Input type="url" placeholder="https://" {...text('website')} />
      </Field.Root>
      <Field.Root>
        <Field.Label>Image URL</Field.Label>
        <Input type="url" placeholder="https://" {...text('imageUrl')} />
      </Field.Root>
      <Field.Root>
        <Field.Label>Featured until</Field.Label>
        <Input type="date" {...text('featuredUntil')} />
        <Field.HelperText>Only used when the spotlight is featured.</Field.HelperText>
      </Field.Root>
    </SimpleGrid>
  );
}

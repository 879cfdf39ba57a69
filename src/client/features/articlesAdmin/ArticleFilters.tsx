import { Field, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { sections, type Section } from '../../../shared/enums';
import { sectionLabels } from '../../../shared/labels';
import type { ArticleOrigin } from '../../../shared/schemas/articles';

export type ArticleFilterValues = { search: string; section: Section | ''; origin: ArticleOrigin | '' };

type ArticleFiltersProps = {
  values: ArticleFilterValues;
  onChange: (values: ArticleFilterValues) => void;
  /** one under the other at every width (a narrow side card) */
  stacked?: boolean;
};

/** Search by headline or summary, and narrow by section and by who wrote it; all done on the server. */
export function ArticleFilters({ values, onChange, stacked }: ArticleFiltersProps) {
  const wide = (md: string) => (stacked ? 'full' : { base: 'full', md });
  const set = <K extends keyof ArticleFilterValues>(key: K, value: ArticleFilterValues[K]) => onChange({ ...values, [key]: value });
  return (
    <Stack direction={stacked ? 'column' : { base: 'column', md: 'row' }} gap="2" width={stacked ? 'full' : { base: 'full', md: 'auto' }}>
      <Field.Root width={wide('64')}>
        <Field.Label srOnly>Search articles</Field.Label>
        <Input type="search" placeholder="Search articles" value={values.search} onChange={(e) => set('search', e.currentTarget.value)} />
      </Field.Root>
      <Field.Root width={wide('44')}>
        <Field.Label srOnly>Section</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={values.section} onChange={(e) => set('section', e.currentTarget.value as Section | '')}>
            <option value="">All sections</option>
            {sections.map((s) => (
              <option key={s} value={s}>
                {sectionLabels[s]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root width={wide('40')}>
        <Field.Label srOnly>Written by</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={values.origin} onChange={(e) => set('origin', e.currentTarget.value as ArticleOrigin | '')}>
            <option value="">Manual and AI</option>
            <option value="manual">Manual</option>
            <option value="ai">AI Generated</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Stack>
  );
}

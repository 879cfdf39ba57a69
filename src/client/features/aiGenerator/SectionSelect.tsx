import { NativeSelect } from '@chakra-ui/react';
import { sections, type Section } from '../../../shared/enums';
import { sectionLabels } from '../../../shared/labels';

type SectionSelectProps = { value: Section | ''; onChange: (value: Section | '') => void };

/** The seven newsletter sections, with a blank first choice so that none is picked by accident. */
export function SectionSelect({ value, onChange }: SectionSelectProps) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field name="section" value={value} onChange={(event) => onChange(event.target.value as Section | '')}>
        <option value="">Select a section</option>
        {sections.map((section) => (
          <option key={section} value={section}>
            {sectionLabels[section]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

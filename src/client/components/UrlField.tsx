import { Input } from '@chakra-ui/react';
import { FormField } from './FormField';

type UrlFieldProps = {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  helperText?: string;
  placeholder?: string;
};

/** A web address field: the URL keyboard on phones, the field's error or hint under it. */
export function UrlField({ name, label, value, onChange, error, helperText, placeholder }: UrlFieldProps) {
  return (
    <FormField label={label} error={error} helperText={helperText}>
      <Input name={name} type="url" inputMode="url" value={value} placeholder={placeholder} onChange={(e) => onChange(e.target.value)} />
    </FormField>
  );
}

/** The article's video, with the platforms an embed is made for. */
export function VideoUrlField(props: Omit<UrlFieldProps, 'name' | 'label' | 'helperText'>) {
  return <UrlField name="videoUrl" label="Video URL" helperText="YouTube, TikTok and Vimeo supported" {...props} />;
}

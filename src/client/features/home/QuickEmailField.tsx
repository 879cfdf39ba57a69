import { useId } from 'react';
import { chakra, useRecipe, useSlotRecipe } from '@chakra-ui/react';

type QuickEmailFieldProps = { value: string; onChange: (value: string) => void };

/**
 * The quick-subscribe band's one field: plain elements drawn with Chakra's own field and input
 * recipes. Chakra's Field and Input bring Ark's field machinery (ids, ARIA and states through
 * context; ~5 KiB gzip) into the home page's first load, for one labelled input.
 */
export function QuickEmailField({ value, onChange }: QuickEmailFieldProps) {
  const id = useId();
  const field = useSlotRecipe({ key: 'field' })();
  const input = useRecipe({ key: 'input' })();
  return (
    <chakra.div role="group" className="chakra-field__root" css={field.root} minW={{ sm: '72' }}>
      <chakra.label htmlFor={id} className="chakra-field__label" css={field.label} color="white">
        Email address
      </chakra.label>
      <chakra.input
        id={id}
        type="email"
        name="email"
        required
        autoComplete="email"
        placeholder="you@example.com"
        className="chakra-input"
        css={input}
        bg="white"
        color="navy.950"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </chakra.div>
  );
}

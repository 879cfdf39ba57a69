import { Switch } from '@chakra-ui/react';

/** Whether a vendor or an offer is active; the label says what being active means for it. */
export function ActiveSwitch({ checked, onChange, label }: { checked: boolean; onChange: (checked: boolean) => void; label: string }) {
  return (
    <Switch.Root checked={checked} onCheckedChange={(d) => onChange(d.checked)} colorPalette="green">
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label>{label}</Switch.Label>
    </Switch.Root>
  );
}

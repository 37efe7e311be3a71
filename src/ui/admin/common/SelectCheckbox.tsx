import { Checkbox } from '@chakra-ui/react';

/** A row's tick box in a list whose rows can be chosen for a bulk action, or the heading's that ticks them all. */
export function SelectCheckbox({
  checked,
  onChange,
  label,
}: {
  checked: boolean;
  onChange: () => void;
  /** What ticking it chooses, e.g. 'Select every review on this page'. */
  label: string;
}) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={onChange} aria-label={label}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}

import { useId, type ComponentProps } from 'react';

/** What Chakra's Field sets on its root, label and input when invalid, and what their extracted styles select on. */
const invalidMark = (invalid: boolean): { 'data-invalid'?: '' } => (invalid ? { 'data-invalid': '' } : {});

interface Props extends Omit<ComponentProps<'input'>, 'className' | 'id'> {
  label: string;
  invalid: boolean;
  /** The classes of the field's root, label and input, from styles extracted at build (extractedStyles.ts). */
  classNames: { root: string; label: string; input: string };
}

/** A labelled input drawn as Chakra's Field draws it, invalid marks included, with styles extracted at build. */
export function ExtractedField({ label, invalid, classNames, ...input }: Props) {
  const id = useId();
  return (
    <div role="group" className={classNames.root} {...invalidMark(invalid)}>
      <label htmlFor={id} className={classNames.label} {...invalidMark(invalid)}>
        {label}
      </label>
      <input
        id={id}
        className={classNames.input}
        aria-invalid={invalid || undefined}
        {...invalidMark(invalid)}
        {...input}
      />
    </div>
  );
}

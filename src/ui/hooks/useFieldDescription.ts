import { useId } from 'react';

/**
 * Ids for a Chakra `Field.Root` (`ids`) and what its control is described by (`describedBy`): the error text while
 * `error`, the helper text while `helper`. Chakra ties an error to its control only by `aria-errormessage`, which
 * screen readers read unevenly; `aria-describedby` is read out wherever the control takes the focus.
 */
export const useFieldDescription = ({ error, helper }: { error: boolean; helper: boolean }) => {
  const id = useId();
  const ids = { errorText: `${id}-error`, helperText: `${id}-helper` };
  const describedBy = [error ? ids.errorText : '', helper ? ids.helperText : ''].filter(Boolean).join(' ');
  return { ids, describedBy: describedBy || undefined };
};

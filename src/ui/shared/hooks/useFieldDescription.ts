import { useId } from 'react';

interface Described {
  error: boolean;
  helper: boolean;
}

/** `useFieldDescription` for the field named `id`, for fields drawn in a loop (one `useId` for the list). */
export const fieldDescription = (id: string, { error, helper }: Described) => {
  const ids = { errorText: `${id}-error`, helperText: `${id}-helper` };
  const describedBy = [error ? ids.errorText : '', helper ? ids.helperText : ''].filter(Boolean).join(' ');
  return { ids, describedBy: describedBy || undefined };
};

/**
 * Ids for a Chakra `Field.Root` (`ids`) and what its control is described by (`describedBy`): the error text while
 * `error`, the helper text while `helper`. Chakra ties an error to its control only by `aria-errormessage`, which
 * screen readers read unevenly; `aria-describedby` is read out wherever the control takes the focus.
 */
export const useFieldDescription = (described: Described) => fieldDescription(useId(), described);

import { useState } from 'react';

type Errors<D> = Partial<Record<keyof D, string>>;

/**
 * A form's typed values and the errors of its last refused send: changing a field clears its error, and
 * `field(key)` binds a text field to `key`.
 */
export function useDraft<D extends object>(initial: D) {
  const [draft, setDraft] = useState<D>(initial);
  const [errors, setErrors] = useState<Errors<D>>({});
  const change = <K extends keyof D>(key: K, value: D[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const field = <K extends keyof D & string>(key: K) => ({
    name: key,
    value: draft[key],
    onChange: (value: D[K]) => change(key, value),
    error: errors[key],
  });
  return { draft, setDraft, errors, setErrors, change, field };
}

import { useId } from 'react';

export interface FieldIds {
  readonly input: string;
  readonly hint: string;
  readonly error: string;
}

/** Stable ids tying a control to its label, hint and inline error for screen readers. */
export const useFieldIds = (id?: string): FieldIds => {
  const generated = useId();
  const input = id ?? generated;
  return { input, hint: `${input}-hint`, error: `${input}-error` };
};

/** aria-describedby for whichever of hint and error are shown. */
export const describedBy = (
  ids: FieldIds,
  hint: string | undefined,
  error: string | undefined,
): string | undefined => {
  const parts = [hint ? ids.hint : undefined, error ? ids.error : undefined].filter(
    (part): part is string => part !== undefined,
  );
  return parts.length === 0 ? undefined : parts.join(' ');
};

import { useCallback, useState } from 'react';

/** A form's values as one object, with a setter per field that suits the field components. */
export const useFormValues = <T extends object>(initial: T) => {
  const [values, setValues] = useState<T>(initial);
  const setField = useCallback(
    <K extends keyof T>(field: K) =>
      (value: T[K]) =>
        setValues((current) => ({ ...current, [field]: value })),
    [],
  );
  return { values, setField, setValues };
};

import type { FieldValues, UseFormReturn } from 'react-hook-form';

/** Runs the form's resolver, marks its errors, and resolves with the parsed values or null. */
export function validateForm<T extends FieldValues>(form: UseFormReturn<T>): Promise<T | null> {
  return new Promise((resolve) => {
    void form.handleSubmit(
      (values) => resolve(values),
      () => resolve(null),
    )();
  });
}

/** Focuses the first invalid field in the order the fields appear on screen. */
export function focusFirstError<T extends FieldValues>(form: UseFormReturn<T>, order: readonly (keyof T & string)[]): void {
  const errors = form.formState.errors;
  const first = order.find((name) => errors[name]);
  if (first) form.setFocus(first as Parameters<typeof form.setFocus>[0]);
}

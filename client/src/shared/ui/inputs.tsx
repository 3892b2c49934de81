import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cn } from './cn';
import { controlClasses, Field } from './field';
import type { Option } from '../domain/options';

// The date fields style their selects as these inputs do, through this module: importing field.tsx
// beside it would split it into a chunk of its own on every page with a form (0.3 KB more gzip).
export { controlClasses };

interface FieldChrome {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
}

type InputProps = Omit<ComponentPropsWithRef<'input'>, 'className'>;
type TextFieldProps = FieldChrome & InputProps;

/** What a count, a price or a year never holds: a sign, or an exponent ("1e5"). */
const NOT_IN_AMOUNTS = /[-+eE\u2212]/;

/**
 * Amount fields (type="number", or a numeric keyboard) refuse a minus sign, typed or pasted: every
 * amount here is zero or more. They read left to right, so a number never shows as "5-" in the
 * right-to-left page.
 */
function amountGuards(input: InputProps): Partial<InputProps> {
  const amount = input.type === 'number' || input.inputMode === 'numeric' || input.inputMode === 'decimal';
  if (!amount) return {};
  return {
    dir: input.dir ?? 'ltr',
    onKeyDown: (event) => {
      if (event.key.length === 1 && NOT_IN_AMOUNTS.test(event.key)) event.preventDefault();
      input.onKeyDown?.(event);
    },
    onPaste: (event) => {
      if (NOT_IN_AMOUNTS.test(event.clipboardData.getData('text'))) event.preventDefault();
      input.onPaste?.(event);
    },
  };
}

export function TextField({ label, error, hint, className, required, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <input {...control} required={required} className={cn(controlClasses, 'h-11')} {...input} {...amountGuards(input)} />
      )}
    </Field>
  );
}

type TextAreaFieldProps = FieldChrome & Omit<ComponentPropsWithRef<'textarea'>, 'className'>;

export function TextAreaField({ label, error, hint, className, required, rows = 4, ...textarea }: TextAreaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <textarea {...control} required={required} rows={rows} className={cn(controlClasses, 'py-2.5')} {...textarea} />
      )}
    </Field>
  );
}

type SelectFieldProps = FieldChrome &
  Omit<ComponentPropsWithRef<'select'>, 'className' | 'children'> & {
    options: Option[];
    /** First, empty choice ('اختر...'); leave out for selects that always have a value. */
    placeholder?: string;
  };

export function SelectField({ label, error, hint, className, required, options, placeholder, ...select }: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select {...control} required={required} className={cn(controlClasses, 'h-11 pe-8')} {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

type CheckboxFieldProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'className'> & {
  label: ReactNode;
  error?: string;
  className?: string;
};

export function CheckboxField({ label, error, className, id, ...input }: CheckboxFieldProps) {
  const errorId = useId();
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label className="inline-flex cursor-pointer items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="size-4 rounded border-slate-300 accent-brand-600"
          {...input}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

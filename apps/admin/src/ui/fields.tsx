// Form fields: a label, the control, a hint and the field's errors, wired for screen readers
// (aria-invalid, aria-describedby). Controls take React Hook Form's `register(...)` props as they are.
import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

export const CONTROL_CLASS =
  'block w-full rounded-md border border-stone-500 bg-white px-3 py-2 text-sm text-stone-900 disabled:bg-stone-200 disabled:text-stone-600 aria-[invalid=true]:border-red-700';

export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | string[];
  className?: string;
  /** Renders the control with the ids it must carry. */
  children: (control: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}

export function Field({ label, hint, error, className = '', children }: FieldProps) {
  const id = useId();
  const errors = (Array.isArray(error) ? error : error ? [error] : []).filter(Boolean);
  const described = [hint ? `${id}-hint` : '', errors.length ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      {children({ id, 'aria-invalid': errors.length > 0, 'aria-describedby': described || undefined })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-stone-700">
          {hint}
        </p>
      )}
      {errors.length > 0 && (
        <p id={`${id}-error`} className="text-sm text-red-800" role="alert">
          {errors.join(' ')}
        </p>
      )}
    </div>
  );
}

type InputProps = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | string[];
};

export const TextField = forwardRef<HTMLInputElement, InputProps>(function TextField(
  { label, hint, error, className, ...input },
  ref,
) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => <input ref={ref} className={CONTROL_CLASS} {...control} {...input} />}
    </Field>
  );
});

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | string[];
  options: { value: string | number; label: string }[];
  /** A first, empty choice ("none"). */
  empty?: string;
};

export const SelectField = forwardRef<HTMLSelectElement, SelectProps>(function SelectField(
  { label, hint, error, className, options, empty, ...select },
  ref,
) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <select ref={ref} className={CONTROL_CLASS} {...control} {...select}>
          {empty !== undefined && <option value="">{empty}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
});

type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | string[];
};

export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaProps>(function TextareaField(
  { label, hint, error, className, ...textarea },
  ref,
) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => <textarea ref={ref} rows={4} className={CONTROL_CLASS} {...control} {...textarea} />}
    </Field>
  );
});

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode; hint?: ReactNode };

export const CheckboxField = forwardRef<HTMLInputElement, CheckboxProps>(function CheckboxField(
  { label, hint, className = '', ...input },
  ref,
) {
  const id = useId();
  return (
    <div className={`flex items-start gap-2 ${className}`}>
      <input ref={ref} id={id} type="checkbox" className="mt-1 size-4 accent-brand-700" {...input} />
      <label htmlFor={id} className="text-sm text-stone-800">
        {label}
        {hint && <span className="block text-xs text-stone-700">{hint}</span>}
      </label>
    </div>
  );
});

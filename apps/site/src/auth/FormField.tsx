import { type InputHTMLAttributes, useId } from 'react';

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Help under the field, tied to it with `aria-describedby`. */
  hint?: string;
}

/**
 * A labelled text input of a real HTML form (sign-in, sign-up). Native inputs on purpose: the forms
 * post to the server without script, and the browser's own validation and password managers apply.
 */
export function FormField({ label, hint, ...input }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="site-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} aria-describedby={hint ? hintId : undefined} />
      {hint ? (
        <p id={hintId} className="site-field-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

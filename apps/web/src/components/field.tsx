import type { InputHTMLAttributes, ReactNode } from 'react';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  icon?: ReactNode;
  addon?: ReactNode;
  error?: boolean;
}

/** A labelled input as every form of the portal shows it. */
export function Field({ label, icon, addon, error, id, ...input }: FieldProps) {
  const inputId = id ?? `f-${input.name}`;
  return (
    <label className={`field${error ? ' field-error' : ''}`} htmlFor={inputId}>
      <span className="field-label">{label}</span>
      <span className="field-box">
        {icon && (
          <span className="field-icon" aria-hidden>
            {icon}
          </span>
        )}
        <input id={inputId} aria-label={label} {...input} />
        {addon}
      </span>
    </label>
  );
}

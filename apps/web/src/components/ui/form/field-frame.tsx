import type { ReactNode } from 'react';
import { Icon } from '../icon';
import styles from './field.module.css';

export type FieldText = {
  label: string;
  /** Shown next to the label, e.g. "(optional)"; the caller translates it. */
  labelNote?: string;
  hint?: string;
  /** The translated message of what is wrong; the control is marked invalid while there is one. */
  error?: string;
};

/** Ids that tie a control to its hint and error, so a screen reader reads them with the field. */
export function describedBy(id: string, { hint, error }: Pick<FieldText, 'hint' | 'error'>): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** Label, control, hint and error in the one layout every form field shares. */
export function FieldFrame({
  id,
  label,
  labelNote,
  hint,
  error,
  children,
}: FieldText & { id: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {labelNote ? <span className={styles.optional}> {labelNote}</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function FieldError({ id, error, className }: { id: string; error?: string; className?: string }) {
  if (!error) return null;
  return (
    <p id={id} className={className ? `${styles.error} ${className}` : styles.error}>
      <Icon name="alert" size={14} />
      <span>{error}</span>
    </p>
  );
}

import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { describedBy, FieldFrame, type FieldText } from './field-frame';
import styles from './field.module.css';

export type SelectOption = { value: string; label: string };

type SelectFieldProps = FieldText &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
    ref?: Ref<HTMLSelectElement>;
    options: readonly SelectOption[];
  };

/** A labelled native select: the phone's own picker is the best one there is. */
export function SelectField({ label, labelNote, hint, error, options, ref, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} labelNote={labelNote} hint={hint} error={error}>
      <select
        ref={ref}
        id={id}
        className={styles.select}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { describedBy, FieldFrame, type FieldText } from './field-frame';
import styles from './field.module.css';

type TextFieldProps = FieldText &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
    ref?: Ref<HTMLInputElement>;
    /** A control inside the field's right edge (e.g. show password). */
    adornment?: ReactNode;
  };

/** A labelled text input; its hint and error are announced with it and `aria-invalid` follows the error. */
export function TextField({ label, labelNote, hint, error, adornment, className, ref, ...input }: TextFieldProps) {
  const id = useId();
  const inputClass = [styles.input, adornment ? styles.withAdornment : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <FieldFrame id={id} label={label} labelNote={labelNote} hint={hint} error={error}>
      <div className={styles.control}>
        <input
          ref={ref}
          id={id}
          className={inputClass}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { hint, error })}
          {...input}
        />
        {adornment ? <span className={styles.adornment}>{adornment}</span> : null}
      </div>
    </FieldFrame>
  );
}

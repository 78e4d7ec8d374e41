import { useId } from 'react';
import styles from './segmented.module.css';

type Option<T extends string | number> = { readonly value: T; readonly label: string };

type SegmentedControlProps<T extends string | number> = {
  readonly legend: string;
  readonly options: readonly Option<T>[];
  readonly value: T;
  readonly onChange: (value: T) => void;
  readonly disabled?: boolean;
};

/** A radio group drawn as a pill switch: arrow keys move between options, screen readers hear a radio group. */
export function SegmentedControl<T extends string | number>({
  legend,
  options,
  value,
  onChange,
  disabled,
}: SegmentedControlProps<T>) {
  const name = useId();
  return (
    <fieldset className={styles.fieldset} disabled={disabled}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.group}>
        {options.map((option) => (
          <label key={option.value} className={styles.option}>
            <input type="radio" name={name} checked={option.value === value} onChange={() => onChange(option.value)} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

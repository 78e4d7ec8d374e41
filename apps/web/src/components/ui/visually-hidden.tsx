import type { HTMLAttributes } from 'react';
import styles from './visually-hidden.module.css';

/** Text for screen readers only, e.g. context a sighted user gets from the layout. */
export function VisuallyHidden({ className, ...rest }: HTMLAttributes<HTMLSpanElement>) {
  return <span className={className ? `${styles.visuallyHidden} ${className}` : styles.visuallyHidden} {...rest} />;
}

export const visuallyHiddenClassName = styles.visuallyHidden;

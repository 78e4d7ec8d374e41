import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

type Variant = 'default' | 'primary' | 'success' | 'gold' | 'ghost';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  readonly variant?: Variant;
  readonly block?: boolean;
  readonly selected?: boolean;
};

export function Button({ variant = 'default', block, selected, className, type = 'button', ...rest }: ButtonProps) {
  const classes = [
    styles.button,
    variant !== 'default' && styles[variant],
    block && styles.block,
    selected && styles.selected,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return <button type={type} className={classes} {...rest} />;
}

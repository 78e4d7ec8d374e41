import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'gold' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

type ButtonLook = { variant?: ButtonVariant; size?: ButtonSize; block?: boolean };

/** The button look as a class name, so router links can look like buttons while staying links. */
export function buttonClassName({ variant = 'primary', size = 'md', block = false }: ButtonLook = {}): string {
  return [styles.button, styles[variant], styles[size], block ? styles.block : ''].filter(Boolean).join(' ');
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonLook;

export function Button({ variant, size, block, className, type = 'button', ...rest }: ButtonProps) {
  const look = buttonClassName({ variant, size, block });
  return <button type={type} className={className ? `${look} ${className}` : look} {...rest} />;
}

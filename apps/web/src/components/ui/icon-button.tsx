import type { ButtonHTMLAttributes } from 'react';
import { Icon, type IconName } from './icon';
import styles from './icon-button.module.css';

type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> & {
  icon: IconName;
  /** Required: an icon alone says nothing to a screen reader. */
  label: string;
  size?: 'sm' | 'md';
  plain?: boolean;
};

export function IconButton({
  icon,
  label,
  size = 'md',
  plain = false,
  className,
  type = 'button',
  ...rest
}: IconButtonProps) {
  const classes = [styles.iconButton, size === 'sm' ? styles.sm : '', plain ? styles.plain : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button type={type} className={classes} aria-label={label} title={label} {...rest}>
      <Icon name={icon} size={size === 'sm' ? 16 : 20} />
    </button>
  );
}

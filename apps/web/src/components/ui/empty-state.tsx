import type { ReactNode } from 'react';
import styles from './empty-state.module.css';
import { Icon, type IconName } from './icon';

type EmptyStateProps = {
  title: string;
  text?: string;
  icon?: IconName;
  /** Buttons or links that offer a way forward. */
  actions?: ReactNode;
  headingLevel?: 'h1' | 'h2' | 'h3';
  role?: 'alert' | 'status';
};

export function EmptyState({ title, text, icon = 'sparkles', actions, headingLevel = 'h2', role }: EmptyStateProps) {
  const Heading = headingLevel;
  return (
    <div className={styles.emptyState} role={role}>
      <span className={styles.icon}>
        <Icon name={icon} size={28} />
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {text ? <p className={styles.text}>{text}</p> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}

import type { ReactNode } from 'react';
import { focusOnMount } from '../focus-on-mount';
import { Icon, type IconName } from '../icon';
import styles from './form-alert.module.css';

type Tone = 'danger' | 'success' | 'info';

const ICONS: Record<Tone, IconName> = { danger: 'alert', success: 'check', info: 'info' };

type FormAlertProps = {
  tone: Tone;
  children: ReactNode;
  /** Takes focus when shown: for an alert that replaces the form (and the button that had focus). */
  focusOnShow?: boolean;
};

/**
 * A message about the whole form (wrong password, mail sent). Errors and successes are live regions, so a screen
 * reader says them as they appear without moving focus.
 */
export function FormAlert({ tone, children, focusOnShow = false }: FormAlertProps) {
  return (
    <div
      className={`${styles.alert} ${styles[tone]}`}
      role={tone === 'danger' ? 'alert' : 'status'}
      tabIndex={focusOnShow ? -1 : undefined}
      ref={focusOnShow ? focusOnMount : undefined}
    >
      <Icon name={ICONS[tone]} size={18} />
      <div>{children}</div>
    </div>
  );
}

import type { ReactNode } from 'react';
import { Icon, type IconName } from '../icon';
import styles from './form-alert.module.css';

type Tone = 'danger' | 'success' | 'info';

const ICONS: Record<Tone, IconName> = { danger: 'alert', success: 'check', info: 'info' };

/**
 * A message about the whole form (wrong password, mail sent). Errors and successes are live regions, so a screen
 * reader says them as they appear without moving focus.
 */
export function FormAlert({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <div className={`${styles.alert} ${styles[tone]}`} role={tone === 'danger' ? 'alert' : 'status'}>
      <Icon name={ICONS[tone]} size={18} />
      <div>{children}</div>
    </div>
  );
}

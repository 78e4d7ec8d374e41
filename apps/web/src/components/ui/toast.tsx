import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon';
import { IconButton } from './icon-button';
import styles from './toast.module.css';

export type ToastTone = 'success' | 'info' | 'warning' | 'error';

const TONE_ICONS: Record<ToastTone, IconName> = {
  success: 'check',
  info: 'info',
  warning: 'alert',
  error: 'alert',
};

type ToastCardProps = {
  tone: ToastTone;
  message: string;
  dismissLabel: string;
  onDismiss: () => void;
  action?: ReactNode;
};

export function ToastCard({ tone, message, dismissLabel, onDismiss, action }: ToastCardProps) {
  return (
    <div className={`${styles.toast} ${styles[tone]}`}>
      <span className={styles.icon}>
        <Icon name={TONE_ICONS[tone]} size={18} />
      </span>
      <p className={styles.message}>{message}</p>
      {action}
      <IconButton icon="close" size="sm" plain label={dismissLabel} onClick={onDismiss} />
    </div>
  );
}

/** Where toasts stack. Polite: a toast never interrupts what a screen reader is saying. */
export function ToastViewport({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section className={styles.viewport} aria-label={label} aria-live="polite" aria-relevant="additions">
      {children}
    </section>
  );
}

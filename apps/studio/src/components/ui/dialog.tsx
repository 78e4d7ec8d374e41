import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useI18n } from '../../lib/i18n/i18n-context';
import { Button } from './button';
import styles from './dialog.module.css';

type DialogProps = {
  readonly open: boolean;
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
};

/**
 * The native modal dialog: the browser traps focus, closes on Escape and returns focus to the opener, which is the
 * accessible behaviour a hand-made overlay would have to reimplement.
 */
export function Dialog({ open, title, onClose, children }: DialogProps) {
  const { t } = useI18n();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId} onClose={onClose}>
      {open && (
        <>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <Button variant="ghost" onClick={onClose} aria-label={t('chrome.close')}>
              <span aria-hidden="true">✕</span>
            </Button>
          </div>
          <div className={styles.body}>{children}</div>
        </>
      )}
    </dialog>
  );
}

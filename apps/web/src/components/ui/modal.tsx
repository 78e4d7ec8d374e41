import { useEffect, useEffectEvent, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { acquireScrollLock } from '../../lib/modals/scroll-lock';
import { IconButton } from './icon-button';
import styles from './modal.module.css';

export type ModalSize = 'sm' | 'md' | 'lg';
export type ModalPlacement = 'center' | 'start';

type ModalProps = {
  title: string;
  /** Label of the close button (translated by the caller: this component knows no messages). */
  closeLabel: string;
  onClose: () => void;
  /** A modal the player must answer (no close button, Escape and the backdrop do nothing). */
  dismissible?: boolean;
  size?: ModalSize;
  /** `start` slides in from the left edge as a drawer (the mobile sidebar). */
  placement?: ModalPlacement;
  /** The title stays for screen readers, the visible header is the caller's (drawers draw their own). */
  hideHeader?: boolean;
  children: ReactNode;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * An accessible modal on the native <dialog>: the browser makes the page behind inert and puts the dialog in the
 * top layer, so stacked modals layer in the order they open. On top of that: Tab wraps inside the dialog, focus
 * returns to the control that opened it, the page does not scroll behind it, and Escape or a backdrop click
 * close it unless it must be answered.
 */
export function Modal({
  title,
  closeLabel,
  onClose,
  dismissible = true,
  size = 'md',
  placement = 'center',
  hideHeader = false,
  children,
}: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pointerDownOnBackdrop = useRef(false);
  const titleId = useId();
  const requestClose = useEffectEvent(() => {
    if (dismissible) onClose();
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const release = acquireScrollLock();
    if (!dialog.open) dialog.showModal();

    const onCancel = (event: Event) => {
      event.preventDefault();
      requestClose();
    };
    // Browsers may force-close a dialog after repeated Escapes; a modal that must be answered reopens.
    const onNativeClose = () => {
      if (!dialog.isConnected) return;
      if (dismissible) requestClose();
      else dialog.showModal();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      if (dialog.open) dialog.close();
      release();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [dismissible]);

  const wrapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => element.offsetParent !== null || element === document.activeElement,
    );
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={dialogRef}
      className={[styles.dialog, styles[size], styles[placement]].join(' ')}
      aria-labelledby={titleId}
      onKeyDown={wrapTab}
      onPointerDown={(event) => {
        pointerDownOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // Only a press that starts and ends on the backdrop closes: selecting text and releasing outside must not.
        if (event.target === event.currentTarget && pointerDownOnBackdrop.current && dismissible) onClose();
      }}
    >
      <div className={styles.panel}>
        <header className={hideHeader ? styles.hiddenHeader : styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {dismissible && !hideHeader ? (
            <IconButton className={styles.close} icon="close" label={closeLabel} onClick={onClose} />
          ) : null}
        </header>
        <div className={styles.body}>{children}</div>
      </div>
    </dialog>
  );
}

import { useEffect, useId, useRef, useState, type ReactNode, type Ref } from 'react';
import styles from './popover.module.css';

type PopoverProps = {
  /** Renders the trigger; spread `triggerProps` on a button. */
  trigger: (triggerProps: {
    'aria-expanded': boolean;
    'aria-controls': string;
    onClick: () => void;
    ref: Ref<HTMLButtonElement>;
  }) => ReactNode;
  children: ReactNode | ((close: () => void) => ReactNode);
  align?: 'start' | 'end';
  className?: string;
  panelClassName?: string;
};

/**
 * A disclosure: a button that shows a panel of links or actions (the "More" menu, the balance menu). Escape and
 * a click outside close it and focus goes back to the button; links inside close it by navigating.
 */
export function Popover({ trigger, children, align = 'start', className, panelClassName }: PopoverProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const close = () => setOpen(false);
  const panelClasses = [styles.panel, styles[align], panelClassName ?? ''].filter(Boolean).join(' ');
  return (
    <div ref={rootRef} className={className ? `${styles.root} ${className}` : styles.root}>
      {trigger({ 'aria-expanded': open, 'aria-controls': panelId, onClick: () => setOpen(!open), ref: triggerRef })}
      <div
        id={panelId}
        className={panelClasses}
        hidden={!open}
        onClick={(event) => {
          // Following a link or pressing an action inside closes the panel.
          if ((event.target as HTMLElement).closest('a, [data-closes-popover]')) setOpen(false);
        }}
      >
        {open ? (typeof children === 'function' ? children(close) : children) : null}
      </div>
    </div>
  );
}

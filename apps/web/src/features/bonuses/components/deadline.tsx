import { Icon } from '../../../components/ui/icon';
import styles from './gifts.module.css';

/** A date line of a card ("Activate by 25 Nov 2026, 14:30"), with the clock as decoration only. */
export function Deadline({ children }: { children: string }) {
  return (
    <p className={styles.deadline}>
      <Icon name="clock" size={16} />
      {children}
    </p>
  );
}

import { Skeleton } from '../../../components/ui/skeleton';
import styles from './profile.module.css';

/** The profile's shape while the session loads, so the page does not jump when it arrives. */
export function ProfileSkeleton() {
  return (
    <div className={styles.page} aria-busy="true">
      <Skeleton height={104} radius="var(--radius-xl)" />
      <Skeleton height={44} width="min(640px, 100%)" radius="var(--radius-pill)" />
      <div className={styles.columns}>
        <Skeleton height={320} radius="var(--radius-xl)" />
        <Skeleton height={520} radius="var(--radius-xl)" />
      </div>
    </div>
  );
}

import { Skeleton } from '../../../components/ui/skeleton';
import styles from './game-tile.module.css';

/** Same box as a game tile, so the grid does not shift when the games arrive. */
export function TileSkeleton() {
  return (
    <div className={styles.tile}>
      <Skeleton aspectRatio="3 / 4" radius="var(--radius-lg)" />
      <div className={styles.meta}>
        <Skeleton height={14} width="80%" radius={6} />
        <Skeleton height={10} width="50%" radius={6} />
      </div>
    </div>
  );
}

import styles from './badge.module.css';

type BadgeProps = {
  children: string;
  tone?: 'new' | 'count' | 'neutral';
  className?: string;
};

/** A small pill: "NEW" on menu items, counters on bells and menu groups. */
export function Badge({ children, tone = 'neutral', className }: BadgeProps) {
  const classes = [styles.badge, styles[tone], className ?? ''].filter(Boolean).join(' ');
  return <span className={classes}>{children}</span>;
}

/** Counters stop at 9+ (engagement §9): the bar has room for two characters. */
export function countLabel(count: number): string {
  return count >= 9 ? '9+' : String(count);
}

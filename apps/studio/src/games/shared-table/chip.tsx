import styles from './chip.module.css';

/** Chip colours by position in the tray, lowest value first, as casino chips are coloured by denomination. */
const CHIP_COLOURS = ['#e2e8f0', '#dc2626', '#2563eb', '#059669', '#111827', '#7c3aed', '#f59e0b'];

type ChipProps = { readonly label: string; readonly tier: number; readonly className?: string };

/** A casino chip drawn in SVG: edge spots, an inlay and its value. */
export function Chip({ label, tier, className }: ChipProps) {
  const colour = CHIP_COLOURS[Math.min(tier, CHIP_COLOURS.length - 1)] ?? CHIP_COLOURS[0];
  const light = tier === 0;
  return (
    <svg className={[styles.chip, className].filter(Boolean).join(' ')} viewBox="0 0 40 40" aria-hidden="true">
      <circle cx="20" cy="20" r="19" fill={colour} stroke="rgb(0 0 0 / 0.35)" />
      <circle cx="20" cy="20" r="16" fill="none" stroke="#fff" strokeWidth="5" strokeDasharray="5.2 7.35" />
      <circle cx="20" cy="20" r="11.5" fill={colour} stroke="rgb(255 255 255 / 0.7)" strokeWidth="1" />
      <text
        x="20"
        y="20"
        dy="0.35em"
        textAnchor="middle"
        fontSize={label.length > 3 ? 8 : 10}
        fontWeight="800"
        fill={light ? '#111827' : '#fff'}
        fontFamily="system-ui, sans-serif"
      >
        {label}
      </text>
    </svg>
  );
}

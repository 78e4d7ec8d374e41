import { useMemo } from 'react';
import { drawQrCode } from '../qr-modules';
import styles from './address-qr-code.module.css';

/**
 * A QR code a wallet app scans to pay `value`. Dark on white whatever the theme: scanners expect dark modules on a
 * light ground, and the white card carries the quiet zone. The label names what the code holds for screen readers.
 */
export function AddressQrCode({ value, label }: { value: string; label: string }) {
  const { size, path } = useMemo(() => drawQrCode(value), [value]);
  return (
    <figure className={styles.frame}>
      <svg
        className={styles.code}
        role="img"
        aria-label={label}
        viewBox={`0 0 ${size} ${size}`}
        shapeRendering="crispEdges"
        data-qr-value={value}
      >
        <rect width={size} height={size} fill="#ffffff" />
        <path d={path} fill="#0b0f26" />
      </svg>
    </figure>
  );
}

import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

type SkeletonProps = {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  aspectRatio?: CSSProperties['aspectRatio'];
  radius?: CSSProperties['borderRadius'];
  className?: string;
};

/** A shimmering placeholder with the size of the content to come, so nothing jumps when it arrives. */
export function Skeleton({ width = '100%', height, aspectRatio, radius, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={className ? `${styles.skeleton} ${className}` : styles.skeleton}
      style={{ width, height, aspectRatio, borderRadius: radius }}
    />
  );
}

import { useId } from 'react';

type BrandLogoProps = {
  className?: string;
  compact?: boolean;
  /** The accessible name when the logo is the content of a link; without one the logo is decorative. */
  label?: string;
};

/**
 * The Aurora Casino wordmark: an aurora arc with a star, and the name set with fixed text lengths so it looks
 * the same whatever system font renders it.
 */
export function BrandLogo({ className, compact = false, label }: BrandLogoProps) {
  const id = useId();
  const arc = `${id}-arc`;
  const word = `${id}-word`;
  return (
    <svg
      className={className}
      viewBox={compact ? '0 0 40 40' : '0 0 176 40'}
      width={compact ? 40 : 176}
      height={40}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <defs>
        <linearGradient id={arc} x1="0" y1="1" x2="1" y2="0">
          <stop offset="0" stopColor="#2dd4bf" />
          <stop offset="0.5" stopColor="#a855f7" />
          <stop offset="1" stopColor="#ec4899" />
        </linearGradient>
        <linearGradient id={word} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#e9d5ff" />
        </linearGradient>
      </defs>
      <rect x="1" y="2" width="36" height="36" rx="11" fill="#1a1042" stroke="rgb(255 255 255 / 0.12)" />
      <path
        d="M8 29c3-10 9-15 17-15 3 0 5 1 6 2"
        stroke={`url(#${arc})`}
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M10 31c3-6 7-9 12-9"
        stroke={`url(#${arc})`}
        strokeWidth="2.5"
        fill="none"
        strokeLinecap="round"
        opacity="0.7"
      />
      <path d="M28 7l1.6 4.2 4.2 1.6-4.2 1.6L28 18.6l-1.6-4.2-4.2-1.6 4.2-1.6z" fill="#fde68a" />
      {compact ? null : (
        <>
          <text
            x="47"
            y="23"
            fontSize="19"
            fontWeight="800"
            letterSpacing="1"
            textLength="98"
            lengthAdjust="spacingAndGlyphs"
            fill={`url(#${word})`}
            fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
          >
            AURORA
          </text>
          <text
            x="48"
            y="35"
            fontSize="8.5"
            fontWeight="600"
            textLength="96"
            lengthAdjust="spacing"
            fill="#c4b5fd"
            fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
          >
            CASINO
          </text>
        </>
      )}
    </svg>
  );
}

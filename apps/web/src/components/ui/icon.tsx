import type { ReactElement } from 'react';

/** Stroke icons on a 24 px grid, drawn for this design system; inline so they cost no request. */
const ICONS = {
  search: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m16.5 16.5 4.5 4.5" />
    </>
  ),
  close: <path d="M6 6l12 12M18 6 6 18" />,
  eye: (
    <>
      <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  'eye-off': (
    <>
      <path d="M10.6 5.6A9.8 9.8 0 0 1 12 5.5c6 0 9.5 6.5 9.5 6.5a16.6 16.6 0 0 1-2.6 3.4M6.6 6.6C3.9 8.3 2.5 12 2.5 12S6 18.5 12 18.5a9.2 9.2 0 0 0 5.4-1.7" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
    </>
  ),
  'chevron-left': <path d="m15 18-6-6 6-6" />,
  'chevron-right': <path d="m9 18 6-6-6-6" />,
  'chevron-down': <path d="m6 9 6 6 6-6" />,
  'arrow-left': <path d="M19 12H5m6 6-6-6 6-6" />,
  play: <path d="M8 5.5v13l11-6.5z" fill="currentColor" stroke="none" />,
  dice: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="4" />
      <g fill="currentColor" stroke="none">
        <circle cx="8.3" cy="8.3" r="1.4" />
        <circle cx="15.7" cy="8.3" r="1.4" />
        <circle cx="12" cy="12" r="1.4" />
        <circle cx="8.3" cy="15.7" r="1.4" />
        <circle cx="15.7" cy="15.7" r="1.4" />
      </g>
    </>
  ),
  home: <path d="M3.5 10.5 12 4l8.5 6.5V20a1 1 0 0 1-1 1H15v-6H9v6H4.5a1 1 0 0 1-1-1z" />,
  reels: (
    <>
      <rect x="3" y="4.5" width="18" height="15" rx="3" />
      <path d="M9 4.5v15m6-15v15" />
      <path d="M5.2 11.2h1.6l-1 2.6m5.4-2.6h1.6l-1 2.6m5.4-2.6h1.6l-1 2.6" />
    </>
  ),
  live: (
    <>
      <circle cx="12" cy="12" r="2.2" fill="currentColor" stroke="none" />
      <path d="M8 8a5.7 5.7 0 0 0 0 8m8-8a5.7 5.7 0 0 1 0 8M5.1 5.1a9.8 9.8 0 0 0 0 13.8m13.8-13.8a9.8 9.8 0 0 1 0 13.8" />
    </>
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </>
  ),
  gift: (
    <>
      <rect x="3.5" y="8" width="17" height="4" rx="1" />
      <path d="M5 12v7.5a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V12M12 8v12.5" />
      <path d="M12 8C10.5 4.5 6.5 4 6.5 6.5 6.5 8 9 8 12 8zm0 0c1.5-3.5 5.5-4 5.5-1.5C17.5 8 15 8 12 8z" />
    </>
  ),
  sparkles: (
    <>
      <path d="m11 3 1.9 5.1L18 10l-5.1 1.9L11 17l-1.9-5.1L4 10l5.1-1.9z" />
      <path d="m18.5 15 .8 2.2 2.2.8-2.2.8-.8 2.2-.8-2.2-2.2-.8 2.2-.8z" />
    </>
  ),
  flame: (
    <path d="M12 3c.9 3.4 5 5.3 5 10a5 5 0 0 1-10 0c0-2.5 1.4-4 2.5-5 .3 1.8 1.2 2.8 2.4 3.2C11 8.6 10.9 6 12 3z" />
  ),
  trophy: <path d="M8 4h8v5a4 4 0 0 1-8 0zm0 2H5a3 3 0 0 0 3 4m8-4h3a3 3 0 0 1-3 4m-4 3v4m-4 3h8m-6-3h4" />,
  grid: (
    <>
      <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
      <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
      <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
      <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5" />
    </>
  ),
  alert: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5m0 3.2v.3" />
    </>
  ),
  heart: <path d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.3a4.3 4.3 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20z" />,
  user: (
    <>
      <circle cx="12" cy="8.5" r="3.8" />
      <path d="M4.5 20.5c.8-3.9 3.9-6 7.5-6s6.7 2.1 7.5 6" />
    </>
  ),
  headset: (
    <>
      <path d="M4.5 14v-2a7.5 7.5 0 0 1 15 0v2" />
      <rect x="3.5" y="13" width="4" height="6" rx="1.5" />
      <rect x="16.5" y="13" width="4" height="6" rx="1.5" />
      <path d="M18.5 19c0 1.5-1.8 2.5-5 2.5" />
    </>
  ),
  crown: <path d="M3.5 8 8 12l4-6.5 4 6.5 4.5-4-1.8 10.5H5.3zM5.5 21h13" />,
  cart: (
    <>
      <path d="M3 4h2.5l2.2 11h10.6l2-8H6.4" />
      <circle cx="9.5" cy="19.5" r="1.3" />
      <circle cx="16.5" cy="19.5" r="1.3" />
    </>
  ),
  rocket: (
    <>
      <path d="M12.5 15.5 8.5 11.5c2-5 5.5-7.5 11-8-.5 5.5-3 9-8 11z" />
      <path d="M8.5 11.5 5 11l2.5-3.5h4M12.5 15.5l.5 3.5 3.5-2.5v-4" />
      <path d="M6 18c-1 .4-1.8 1.2-2 3 1.8-.2 2.6-1 3-2" />
      <circle cx="15" cy="9" r="1.4" />
    </>
  ),
  wheel: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <circle cx="12" cy="12" r="2" />
      <path d="M12 3.5V10m0 4v6.5M3.5 12H10m4 0h6.5M6 6l4.6 4.6m2.8 2.8L18 18m0-12-4.6 4.6m-2.8 2.8L6 18" />
    </>
  ),
  compass: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m15.5 8.5-2 5-5 2 2-5z" />
    </>
  ),
  medal: (
    <>
      <path d="M8 3h8l-2.5 6h-3z" />
      <circle cx="12" cy="15" r="5.5" />
      <path d="m12 12.2.9 1.9 2 .3-1.5 1.4.4 2-1.8-1-1.8 1 .4-2-1.5-1.4 2-.3z" />
    </>
  ),
  target: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <circle cx="12" cy="12" r="5" />
      <circle cx="12" cy="12" r="1.5" fill="currentColor" stroke="none" />
    </>
  ),
  ball: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="m12 7.5 3.6 2.6-1.4 4.2H9.8l-1.4-4.2zM12 3.5v4m3.6 2.6 4.4-1.4m-5.8 5.6 2.5 3.8m-7.3-3.8-2.5 3.8m1.1-8-4.4-1.4" />
    </>
  ),
  bitcoin: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 7.5h3.7a2 2 0 0 1 0 4H9.5zm0 4h4.3a2 2 0 0 1 0 4H9.5zm0-4v8m1.5-9.5v1.5m2 0V6m-2 11.5V19m2-1.5V19" />
    </>
  ),
  news: (
    <>
      <rect x="3.5" y="4.5" width="14" height="15" rx="2" />
      <path d="M17.5 8.5h2a1 1 0 0 1 1 1v8a2 2 0 0 1-2 2h-1M7 8.5h7M7 12h7M7 15.5h4" />
    </>
  ),
  card: (
    <>
      <rect x="3" y="5.5" width="18" height="13" rx="2.5" />
      <path d="M3 10h18M7 15h3" />
    </>
  ),
  menu: <path d="M4 7h16M4 12h16M4 17h10" />,
  more: (
    <g fill="currentColor" stroke="none">
      <circle cx="5.5" cy="12" r="1.7" />
      <circle cx="12" cy="12" r="1.7" />
      <circle cx="18.5" cy="12" r="1.7" />
    </g>
  ),
  bell: (
    <>
      <path d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 1.5h-15z" />
      <path d="M10 20.5a2.2 2.2 0 0 0 4 0" />
    </>
  ),
  wallet: (
    <>
      <path d="M4 7.5A2.5 2.5 0 0 1 6.5 5H18v3" />
      <rect x="4" y="8" width="16.5" height="11.5" rx="2.5" />
      <path d="M16 13.7h.01" strokeWidth="3" />
    </>
  ),
  coin: (
    <>
      <ellipse cx="12" cy="12" rx="8" ry="8.5" />
      <path d="M12 7v10M9.5 9.5h3.8a1.6 1.6 0 0 1 0 3.2h-2.6a1.6 1.6 0 0 0 0 3.2h3.8" />
    </>
  ),
  ticket: (
    <>
      <path d="M3.5 8V6.5a1 1 0 0 1 1-1h15a1 1 0 0 1 1 1V8a2.5 2.5 0 0 0 0 5v-.5 4a1 1 0 0 1-1 1h-15a1 1 0 0 1-1-1V16a2.5 2.5 0 0 0 0-5z" />
      <path d="M14.5 6v12" strokeDasharray="2 2" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </>
  ),
  shield: (
    <>
      <path d="M12 3.5 19 6v5.5c0 4.3-3 7.7-7 9-4-1.3-7-4.7-7-9V6z" />
      <path d="m9 12 2.2 2.2L15.5 10" />
    </>
  ),
  lock: (
    <>
      <rect x="5" y="10.5" width="14" height="10" rx="2.5" />
      <path d="M8 10.5V8a4 4 0 0 1 8 0v2.5M12 14.5v2" />
    </>
  ),
  mail: (
    <>
      <rect x="3.5" y="5.5" width="17" height="13" rx="2.5" />
      <path d="m4.5 7 7.5 6 7.5-6" />
    </>
  ),
  phone: (
    <path d="M6.5 3.5h3l1.5 4-2 1.3a11 11 0 0 0 6.2 6.2l1.3-2 4 1.5v3a2 2 0 0 1-2 2A16.5 16.5 0 0 1 4.5 5.5a2 2 0 0 1 2-2z" />
  ),
  chat: (
    <>
      <path d="M4 6.5A2.5 2.5 0 0 1 6.5 4h11A2.5 2.5 0 0 1 20 6.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 3.5V17H6.5A2.5 2.5 0 0 1 4 14.5z" />
      <path d="M8.5 10.5h.01M12 10.5h.01M15.5 10.5h.01" strokeWidth="2.6" />
    </>
  ),
  logout: <path d="M14 4.5h4a1.5 1.5 0 0 1 1.5 1.5v12a1.5 1.5 0 0 1-1.5 1.5h-4M10 16.5 5.5 12 10 7.5M5.5 12H15" />,
  check: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5.5m0-9v.3" />
    </>
  ),
  plus: <path d="M12 5v14M5 12h14" />,
  expand: <path d="M4 9V4h5m11 5V4h-5M4 15v5h5m11-5v5h-5" />,
  shrink: <path d="M9 4v5H4m11-5v5h5M9 20v-5H4m11 5v-5h5" />,
  download: <path d="M12 4v11m-4.5-4.5L12 15l4.5-4.5M5 19.5h14" />,
  star: <path d="m12 3.8 2.5 5.2 5.7.8-4.1 4 1 5.6-5.1-2.7-5.1 2.7 1-5.6-4.1-4 5.7-.8z" />,
  toggle: (
    <>
      <rect x="3" y="7" width="18" height="10" rx="5" />
      <circle cx="16" cy="12" r="2.8" fill="currentColor" stroke="none" />
    </>
  ),
  smartphone: (
    <>
      <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
      <path d="M10.5 18.5h3" />
    </>
  ),
  award: (
    <>
      <circle cx="12" cy="9" r="5.5" />
      <path d="m8.6 13.3-1.6 7.2 5-2.5 5 2.5-1.6-7.2" />
    </>
  ),
} satisfies Record<string, ReactElement>;

export type IconName = keyof typeof ICONS;

type IconProps = { name: IconName; size?: number; className?: string };

/** Decorative by default: the control around an icon carries the accessible name. */
export function Icon({ name, size = 20, className }: IconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {ICONS[name]}
    </svg>
  );
}

import type { SocialNetwork } from '../../../lib/config/site-contacts';

/** Simplified marks of the social networks, drawn on the icon grid. */
const PATHS: Record<SocialNetwork, string> = {
  x: 'M4 4h4.6l3.7 5.1L16.6 4H20l-6.1 7 6.6 9h-4.6l-4-5.5L7 20H3.6l6.6-7.6z',
  instagram:
    'M8 3.5h8A4.5 4.5 0 0 1 20.5 8v8a4.5 4.5 0 0 1-4.5 4.5H8A4.5 4.5 0 0 1 3.5 16V8A4.5 4.5 0 0 1 8 3.5zm4 5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7zm5-1.6a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  telegram: 'M20.5 4.5 3.5 11l5.2 2 2 6 3-3.6 4.4 3.2zM8.7 13l8.3-6-6.3 7.3',
  youtube:
    'M4.5 7.2c.2-1.3 1.2-2.2 2.5-2.3 3.3-.3 6.7-.3 10 0 1.3.1 2.3 1 2.5 2.3.3 1.9.3 3.8 0 5.6-.2 1.3-1.2 2.2-2.5 2.3-3.3.3-6.7.3-10 0-1.3-.1-2.3-1-2.5-2.3-.3-1.8-.3-3.7 0-5.6zM10.2 7.7v4.6l4-2.3z',
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  const filled = network === 'x' || network === 'youtube';
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={PATHS[network]}
        fill={filled ? 'currentColor' : 'none'}
        fillRule="evenodd"
        stroke={filled ? 'none' : 'currentColor'}
        strokeWidth="1.7"
        strokeLinejoin="round"
      />
    </svg>
  );
}

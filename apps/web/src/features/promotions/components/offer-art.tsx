import { useId } from 'react';
import type { OfferSummary } from '../hooks/use-offer-summary';
import styles from './offer-art.module.css';

type OfferArtProps = {
  theme: OfferSummary['theme'];
  /** The match percent written large beside the coins ("100%"); decoration, the headline says it in words. */
  figure?: string | null;
  size?: 'card' | 'hero';
};

/**
 * The offer's picture, drawn rather than downloaded: a gift for a welcome gift, coins for a deposit bonus, reels for
 * free spins. Purely decorative, so hidden from screen readers; the card's text carries every fact.
 */
export function OfferArt({ theme, figure, size = 'card' }: OfferArtProps) {
  // Gradient ids must be unique in the document, and several cards draw the same emblem.
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  return (
    <div className={`${styles.art} ${styles[theme]} ${styles[size]}`} aria-hidden="true">
      <span className={styles.sparkles} />
      {figure ? <span className={styles.figure}>{figure}</span> : null}
      <span className={styles.emblem}>
        {theme === 'welcome' ? <GiftBox id={id} /> : theme === 'deposit' ? <Coins id={id} /> : <Reels id={id} />}
      </span>
    </div>
  );
}

function GoldGradient({ id }: { id: string }) {
  return (
    <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stopColor="#fde68a" />
      <stop offset="0.5" stopColor="#fbbf24" />
      <stop offset="1" stopColor="#f59e0b" />
    </linearGradient>
  );
}

function GiftBox({ id }: { id: string }) {
  return (
    <svg viewBox="0 0 120 120" focusable="false">
      <defs>
        <GoldGradient id={`${id}-gold`} />
        <linearGradient id={`${id}-box`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#c084fc" />
          <stop offset="1" stopColor="#6d28d9" />
        </linearGradient>
        <linearGradient id={`${id}-lid`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f0abfc" />
          <stop offset="1" stopColor="#c026d3" />
        </linearGradient>
      </defs>
      <ellipse cx="60" cy="108" rx="42" ry="6" fill="rgb(0 0 0 / 0.35)" />
      <rect x="20" y="54" width="80" height="52" rx="7" fill={`url(#${id}-box)`} />
      <rect x="20" y="58" width="80" height="6" fill="rgb(0 0 0 / 0.2)" />
      <rect x="25" y="66" width="6" height="34" rx="3" fill="rgb(255 255 255 / 0.18)" />
      <rect x="13" y="40" width="94" height="20" rx="6" fill={`url(#${id}-lid)`} />
      <rect x="53" y="40" width="14" height="66" fill={`url(#${id}-gold)`} />
      <path d="M60 41C50 22 27 21 32 35c3 9 17 8 28 6Z" fill={`url(#${id}-gold)`} />
      <path d="M60 41c10-19 33-20 28-6-3 9-17 8-28 6Z" fill={`url(#${id}-gold)`} />
      <path d="M60 41c-6-8-16-13-22-10" stroke="#b45309" strokeOpacity="0.5" strokeWidth="2" fill="none" />
      <path d="M60 41c6-8 16-13 22-10" stroke="#b45309" strokeOpacity="0.5" strokeWidth="2" fill="none" />
      <circle cx="60" cy="41" r="7" fill="#f59e0b" />
    </svg>
  );
}

/** A stack of coins with one standing beside it. */
function Coins({ id }: { id: string }) {
  const stack = [92, 81, 70, 59];
  return (
    <svg viewBox="0 0 120 120" focusable="false">
      <defs>
        <GoldGradient id={`${id}-gold`} />
      </defs>
      <ellipse cx="62" cy="106" rx="46" ry="7" fill="rgb(0 0 0 / 0.35)" />
      {stack.map((top) => (
        <g key={top}>
          <path d={`M14 ${top}v9a28 9 0 0 0 56 0v-9Z`} fill="#b45309" />
          <path d={`M14 ${top + 4}a28 9 0 0 0 56 0`} stroke="#f59e0b" strokeOpacity="0.55" fill="none" />
          <ellipse cx="42" cy={top} rx="28" ry="9" fill={`url(#${id}-gold)`} />
          <ellipse cx="42" cy={top} rx="19" ry="5.5" fill="none" stroke="#d97706" strokeOpacity="0.6" />
        </g>
      ))}
      <circle cx="86" cy="66" r="28" fill="#b45309" />
      <circle cx="83" cy="64" r="28" fill={`url(#${id}-gold)`} />
      <circle cx="83" cy="64" r="20" fill="none" stroke="#d97706" strokeOpacity="0.7" strokeWidth="2.5" />
      <path
        d="m83 50 4.1 8.4 9.2 1.3-6.7 6.5 1.6 9.2-8.2-4.4-8.2 4.4 1.6-9.2-6.7-6.5 9.2-1.3Z"
        fill="#fffbeb"
        fillOpacity="0.85"
      />
    </svg>
  );
}

/** A slot machine's window showing three sevens on the pay line. */
function Reels({ id }: { id: string }) {
  return (
    <svg viewBox="0 0 120 120" focusable="false">
      <defs>
        <GoldGradient id={`${id}-gold`} />
        <linearGradient id={`${id}-frame`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7dd3fc" />
          <stop offset="1" stopColor="#6366f1" />
        </linearGradient>
      </defs>
      <ellipse cx="58" cy="104" rx="46" ry="6" fill="rgb(0 0 0 / 0.35)" />
      <rect x="106" y="40" width="5" height="30" rx="2.5" fill="#94a3b8" />
      <circle cx="108.5" cy="37" r="7" fill="#fb7185" />
      <rect x="6" y="26" width="100" height="72" rx="16" fill={`url(#${id}-frame)`} />
      <rect x="14" y="36" width="84" height="52" rx="9" fill="#0b1033" />
      {[18, 46, 74].map((x) => (
        <g key={x}>
          <rect x={x} y="40" width="20" height="44" rx="5" fill="#f5f3ff" />
          <text x={x + 10} y="72" textAnchor="middle" fontSize="28" fontWeight="900" fill="#e11d48">
            7
          </text>
        </g>
      ))}
      <rect x="10" y="60" width="92" height="3" rx="1.5" fill={`url(#${id}-gold)`} opacity="0.9" />
      {[26, 42, 58, 74, 90].map((x) => (
        <circle key={x} cx={x} cy="31" r="2.2" fill="#fef3c7" />
      ))}
    </svg>
  );
}

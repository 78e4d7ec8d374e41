import type { CSSProperties } from 'react';
import { isRedSuit, rankSymbol, SUIT_SYMBOLS, type Card } from './cards';
import styles from './playing-card.module.css';

type PlayingCardProps = {
  /** Undefined draws the card face down (the dealer's hole card). */
  readonly card: Card | undefined;
  /** Order in the deal, so cards arrive one after another. */
  readonly dealIndex?: number;
  readonly className?: string;
};

/**
 * A playing card drawn in SVG (no images to fetch): corner indices and a large centre pip, which stays readable at
 * the small sizes a phone table needs. Screen readers get the card from the hand's label, not from here.
 */
export function PlayingCard({ card, dealIndex = 0, className }: PlayingCardProps) {
  const style = { '--deal-index': dealIndex } as CSSProperties;
  const classes = [styles.card, className].filter(Boolean).join(' ');
  if (!card) {
    return (
      <svg className={classes} style={style} viewBox="0 0 60 84" aria-hidden="true">
        <rect x="0.5" y="0.5" width="59" height="83" rx="5" fill="#f8fafc" />
        <rect x="4" y="4" width="52" height="76" rx="3" fill="#4c1d95" />
        <rect x="7" y="7" width="46" height="70" rx="2" fill="none" stroke="#c084fc" strokeWidth="1" />
        <path d="M30 18l12 24-12 24-12-24z" fill="none" stroke="#fde68a" strokeWidth="1.5" />
        <path d="M30 30l6 12-6 12-6-12z" fill="#db2777" />
      </svg>
    );
  }
  const colour = isRedSuit(card.suit) ? '#dc2626' : '#111827';
  const rank = rankSymbol(card);
  const suit = SUIT_SYMBOLS[card.suit];
  const face = card.rank >= 11;
  return (
    <svg className={classes} style={style} viewBox="0 0 60 84" aria-hidden="true">
      <rect x="0.5" y="0.5" width="59" height="83" rx="5" fill="#fdfdfb" stroke="#cbd5e1" />
      <g fill={colour} fontFamily="Georgia, 'Times New Roman', serif" fontWeight="700" textAnchor="middle">
        <text x="10" y="17" fontSize="14">
          {rank}
        </text>
        <text x="10" y="29" fontSize="11">
          {suit}
        </text>
        <g transform="rotate(180 30 42)">
          <text x="10" y="17" fontSize="14">
            {rank}
          </text>
          <text x="10" y="29" fontSize="11">
            {suit}
          </text>
        </g>
        {face && <rect x="17" y="20" width="26" height="44" rx="3" fill="none" stroke={colour} strokeOpacity="0.35" />}
        <text x="30" y={face ? 49 : 53} fontSize={face ? 22 : 30}>
          {face ? rank : suit}
        </text>
        {face && (
          <text x="30" y="60" fontSize="10">
            {suit}
          </text>
        )}
      </g>
    </svg>
  );
}

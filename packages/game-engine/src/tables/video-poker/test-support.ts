import type { Card } from '../shared/cards';

/** Tests only: "As", "10h", "Kd" → a card. */
export const card = (label: string): Card => {
  const suits = { s: 'spades', h: 'hearts', d: 'diamonds', c: 'clubs' } as const;
  const rank = { A: 1, J: 11, Q: 12, K: 13 }[label.slice(0, -1)] ?? Number(label.slice(0, -1));
  return { rank: rank as Card['rank'], suit: suits[label.slice(-1) as keyof typeof suits] };
};
export const cards = (labels: string) => labels.split(' ').map(card);

/**
 * Keno's payouts in HUNDREDTHS of the stake, by how many numbers were picked (1–10) and then by hits (0 to picks).
 * Tuned so each pick count's exact RTP is close to 95%, with wins capped at 10,000× (the exact values are in
 * docs/game-maths.md and checked by the tests).
 */
export const KENO_PAYTABLES_HUNDREDTHS: Record<number, readonly number[]> = {
  1: [0, 380],
  2: [0, 152, 630],
  3: [0, 0, 450, 2800],
  4: [0, 0, 220, 820, 6700],
  5: [0, 0, 145, 370, 1800, 20500],
  6: [0, 0, 0, 350, 1200, 8000, 115000],
  7: [0, 0, 0, 220, 610, 2900, 24000, 475000],
  8: [0, 0, 0, 160, 360, 1300, 8700, 92000, 1000000],
  9: [0, 0, 0, 0, 360, 1100, 5200, 43500, 660000, 1000000],
  10: [0, 0, 0, 0, 250, 640, 2500, 16500, 180000, 1000000, 1000000],
};

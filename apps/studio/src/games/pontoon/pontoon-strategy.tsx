import { useI18n } from '../../lib/i18n/i18n-context';
import own from './pontoon.module.css';

const LINES = ['pays', 'cardsTwo', 'cardsThree', 'cardsFour'] as const;

/**
 * The rules panel's payouts and the play its RTP is computed for (the engine's `PONTOON_STRATEGY`), in words.
 */
export function PontoonStrategy() {
  const { t } = useI18n();
  return (
    <ul className={own.rules}>
      {LINES.map((line) => (
        <li key={line}>{t(`pontoon.strategy.${line}`)}</li>
      ))}
    </ul>
  );
}

import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { useI18n } from '../../lib/i18n/i18n-context';
import { formatPlainAmount, parseAmount } from '../../lib/money/format-amount';
import { clampStake, doubleStake, halfStake, maxStake, stakeProblem } from '../../lib/money/stake-bounds';
import { useGame } from '../session/game-context';
import styles from './stake-control.module.css';
import { useMoney } from './use-money';

/**
 * The stake in display units with the currency's decimals. Typing is free; the value is checked against the
 * session's bounds as the player types and pulled inside them when the field is left.
 */
export function StakeControl({ disabled }: { disabled?: boolean }) {
  const { t, locale } = useI18n();
  const { session, stake, setStake, balance } = useGame();
  const { amount } = useMoney();
  const exponent = session.currency_exponent;
  const [text, setText] = useState(() => formatPlainAmount(stake, exponent, locale));
  const inputId = useId();
  const hintId = useId();
  // A stake set by a button (½, ×2, max) or clamped on blur rewrites the field; typing alone does not.
  const [shownStake, setShownStake] = useState(stake);
  if (shownStake !== stake) {
    setShownStake(stake);
    setText(formatPlainAmount(stake, exponent, locale));
  }

  const bounds = { min: session.min_stake, max: session.max_stake, balance };
  const typed = parseAmount(text, exponent);
  const problem = stakeProblem(typed, bounds);
  const commit = () => {
    const next = clampStake(typed ?? session.min_stake, bounds);
    setStake(next);
    setText(formatPlainAmount(next, exponent, locale));
  };
  const hint =
    problem === 'invalid'
      ? t('chrome.stakeInvalid')
      : problem === 'range'
        ? t('chrome.stakeRange', { min: amount(bounds.min), max: amount(bounds.max) })
        : undefined;

  return (
    <div className={styles.control}>
      <label className={styles.label} htmlFor={inputId}>
        {t('chrome.stake')}
      </label>
      <div className={styles.row}>
        <div className={styles.field}>
          <input
            id={inputId}
            className={styles.input}
            inputMode="decimal"
            autoComplete="off"
            value={text}
            disabled={disabled}
            aria-invalid={problem ? true : undefined}
            aria-describedby={hint ? hintId : undefined}
            onChange={(event) => setText(event.target.value)}
            onBlur={commit}
            onKeyDown={(event) => event.key === 'Enter' && commit()}
          />
          <span className={styles.currency}>{session.currency}</span>
        </div>
        <Button
          className={styles.step}
          disabled={disabled}
          aria-label={t('chrome.stakeHalf')}
          onClick={() => setStake(halfStake(stake, bounds))}
        >
          ½
        </Button>
        <Button
          className={styles.step}
          disabled={disabled}
          aria-label={t('chrome.stakeDouble')}
          onClick={() => setStake(doubleStake(stake, bounds))}
        >
          ×2
        </Button>
        <Button
          className={styles.step}
          disabled={disabled}
          aria-label={t('chrome.stakeMinLabel')}
          onClick={() => setStake(bounds.min)}
        >
          {t('chrome.stakeMin')}
        </Button>
        <Button
          className={styles.step}
          disabled={disabled}
          aria-label={t('chrome.stakeMaxLabel')}
          onClick={() => setStake(maxStake(bounds))}
        >
          {t('chrome.stakeMax')}
        </Button>
      </div>
      {hint && (
        <p id={hintId} className={styles.hint} role="alert">
          {hint}
        </p>
      )}
    </div>
  );
}

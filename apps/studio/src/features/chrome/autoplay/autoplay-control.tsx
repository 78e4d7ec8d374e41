import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { formatPlainAmount, parseAmount } from '../../../lib/money/format-amount';
import { useGame } from '../../session/game-context';
import { AUTOPLAY_ROUNDS, canStartAutoplay, type AutoplayRounds } from './autoplay-rules';
import type { AutoplayState } from './use-autoplay';
import styles from './autoplay.module.css';

/** The loss limit offered first: ten rounds' worth of the current stake. */
const DEFAULT_LOSS_ROUNDS = 10;

/**
 * The autoplay settings, folded away under a button until asked for: how many rounds, the loss at which to stop
 * (required) and a single win at which to stop (optional). Only shown where the licence allows autoplay.
 */
export function AutoplayPanel({ autoplay, locked = false }: { autoplay: AutoplayState; locked?: boolean }) {
  const { t, locale } = useI18n();
  const { session, stake, balance, busy } = useGame();
  const exponent = session.currency_exponent;
  const [open, setOpen] = useState(false);
  const [rounds, setRounds] = useState<AutoplayRounds>(AUTOPLAY_ROUNDS[0]);
  const [lossText, setLossText] = useState(() => formatPlainAmount(stake * DEFAULT_LOSS_ROUNDS, exponent, locale));
  const [winText, setWinText] = useState('');
  const panelId = useId();
  const lossId = useId();
  const winId = useId();

  const lossLimit = parseAmount(lossText, exponent);
  const winStop = winText.trim() === '' ? null : parseAmount(winText, exponent);
  const settings =
    lossLimit !== undefined && winStop !== undefined ? { rounds, lossLimit, singleWinStop: winStop } : undefined;
  const ready = settings !== undefined && canStartAutoplay(settings, balance, stake);

  return (
    <div className={styles.autoplay}>
      <Button
        variant="ghost"
        block
        aria-expanded={open}
        aria-controls={panelId}
        disabled={busy || locked}
        onClick={() => setOpen(!open)}
      >
        {t('autoplay.open')}
      </Button>
      {autoplay.stopped && autoplay.stopped !== 'player' && (
        <p className={styles.status} role="status">
          {t(`autoplay.stopped.${autoplay.stopped}`)}
        </p>
      )}
      {open && (
        <div id={panelId} className={styles.panel}>
          <SegmentedControl
            legend={t('autoplay.rounds')}
            options={AUTOPLAY_ROUNDS.map((value) => ({ value, label: String(value) }))}
            value={rounds}
            onChange={setRounds}
          />
          <label className={styles.label} htmlFor={lossId}>
            {t('autoplay.lossLimit')}
          </label>
          <div className={styles.field}>
            <input
              id={lossId}
              className={styles.input}
              inputMode="decimal"
              autoComplete="off"
              value={lossText}
              aria-invalid={lossLimit === undefined || lossLimit < stake ? true : undefined}
              onChange={(event) => setLossText(event.target.value)}
            />
            <span className={styles.currency}>{session.currency}</span>
          </div>
          <label className={styles.label} htmlFor={winId}>
            {t('autoplay.winStop')}
          </label>
          <div className={styles.field}>
            <input
              id={winId}
              className={styles.input}
              inputMode="decimal"
              autoComplete="off"
              placeholder={t('autoplay.optional')}
              value={winText}
              aria-invalid={winStop === undefined ? true : undefined}
              onChange={(event) => setWinText(event.target.value)}
            />
            <span className={styles.currency}>{session.currency}</span>
          </div>
          <p className={styles.hint}>{t('autoplay.hint')}</p>
          <Button
            variant="primary"
            block
            disabled={!ready || busy || locked}
            onClick={() => {
              if (!settings) return;
              setOpen(false);
              autoplay.start(settings);
            }}
          >
            {t('autoplay.start', { rounds })}
          </Button>
        </div>
      )}
    </div>
  );
}

/** While a run goes on, the main button is this one: stop, with the rounds left. */
export function AutoplayStopButton({ autoplay }: { autoplay: AutoplayState }) {
  const { t } = useI18n();
  return (
    <Button variant="primary" block onClick={autoplay.stop}>
      {t('autoplay.stop', { left: autoplay.left })}
    </Button>
  );
}

import type { ReactNode } from 'react';
import { Dialog } from '../../components/ui/dialog';
import type { MessageKey } from '../../lib/i18n/i18n';
import { useI18n } from '../../lib/i18n/i18n-context';
import { formatPercent } from '../../lib/i18n/percent';
import { useGame } from '../session/game-context';
import styles from './panels.module.css';

const RULES: Partial<Record<string, MessageKey>> = {
  dice: 'rules.dice',
  limbo: 'rules.limbo',
  crash: 'rules.crash',
  'coin-flip': 'rules.coin-flip',
  keno: 'rules.keno',
  pegfall: 'rules.pegfall',
  wheel: 'rules.wheel',
  scratch: 'rules.scratch',
  mines: 'rules.mines',
  'hi-lo': 'rules.hi-lo',
  tower: 'rules.tower',
  roulette: 'rules.roulette',
  'double-ball-roulette': 'rules.double-ball-roulette',
  blackjack: 'rules.blackjack',
  baccarat: 'rules.baccarat',
  'video-poker': 'rules.video-poker',
  'dragon-tiger': 'rules.dragon-tiger',
  'red-dog': 'rules.red-dog',
  'casino-war': 'rules.casino-war',
  'sic-bo': 'rules.sic-bo',
  'three-card-poker': 'rules.three-card-poker',
  'caribbean-stud': 'rules.caribbean-stud',
  'casino-holdem': 'rules.casino-holdem',
  craps: 'rules.craps',
  pontoon: 'rules.pontoon',
  slot: 'rules.slot',
};

/** Deuces Wild is a paytable of the video poker family, with rules of its own. */
const rulesOf = (family: string, params: Record<string, unknown>): MessageKey =>
  family === 'video-poker' && String(params.paytable ?? '').startsWith('deuces-wild')
    ? 'rules.deuces-wild'
    : (RULES[family] ?? 'rules.generic');

type RulesPanelProps = {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly paytable?: ReactNode;
  /** How this way of playing the family differs (a live table's schedule), after the family's rules. */
  readonly note?: string;
};

/** How the game plays, its exact theoretical RTP (the catalogue's `payout`) and its paytable, before any bet. */
export function RulesPanel({ open, onClose, paytable, note }: RulesPanelProps) {
  const { t, locale } = useI18n();
  const { session } = useGame();
  // The exact RTP as the catalogue states it ("97.30"), in the player's number format with the same decimals.
  const decimals = session.game.payout.split('.')[1]?.length ?? 0;
  const rtp = formatPercent(locale, session.game.payout as `${number}`, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  return (
    <Dialog open={open} title={t('rules.title')} onClose={onClose}>
      <div className={styles.section}>
        <p className={styles.text}>{t(rulesOf(session.game.family, session.game.params))}</p>
        {note && <p className={styles.text}>{note}</p>}
        <div className={styles.rtp}>
          <span>{t('rules.rtp')}</span>
          <span className={styles.rtpValue}>{rtp}</span>
        </div>
      </div>
      {paytable && (
        <div className={styles.section}>
          <h3 className={styles.heading}>{t('rules.paytable')}</h3>
          {paytable}
        </div>
      )}
    </Dialog>
  );
}

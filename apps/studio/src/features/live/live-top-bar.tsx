import type { StudioFamily } from '@casino/contracts';
import { useState, type ReactNode } from 'react';
import { Dialog } from '../../components/ui/dialog';
import type { MessageKey } from '../../lib/i18n/i18n';
import { useI18n } from '../../lib/i18n/i18n-context';
import { BalanceBox, SoundToggle, ToolButton } from '../chrome/bar-parts';
import { RulesPanel } from '../chrome/rules-panel';
import { useGame } from '../session/game-context';
import panelStyles from '../chrome/panels.module.css';
import barStyles from '../chrome/top-bar.module.css';
import styles from './live-layout.module.css';

type Panel = 'rules' | 'fairness';

/** The tables whose rounds run otherwise than bet, draw, result, with their own word on how. */
const OWN_RULES: Partial<Record<StudioFamily, MessageKey>> = {
  crash: 'crash.liveRules',
  'three-card-poker': 'threeCardPoker.live.rules',
  'casino-holdem': 'casinoHoldem.live.rules',
  blackjack: 'blackjack.live.rules',
};

/**
 * The live table's bar: title, balance, rules, how live rounds are proven fair, and sound. No turbo (the table's
 * clock is everyone's) and no seed controls (a live round's seeds are the table's, not the player's).
 */
export function LiveTopBar({ paytable }: { paytable?: ReactNode }) {
  const { t } = useI18n();
  const { session } = useGame();
  const [panel, setPanel] = useState<Panel | undefined>();
  const close = () => setPanel(undefined);

  return (
    <header className={barStyles.bar}>
      <h1 className={barStyles.title}>
        <span className={styles.liveTag}>{t('live.badge')}</span>
        <span className={barStyles.name}>{session.game.title}</span>
      </h1>
      <div className={barStyles.spacer} />
      <BalanceBox />
      <nav className={barStyles.tools} aria-label={t('chrome.gameMenu')}>
        <ToolButton icon="info" label={t('chrome.rules')} onClick={() => setPanel('rules')} />
        <ToolButton icon="scale" label={t('chrome.fairness')} onClick={() => setPanel('fairness')} />
        <SoundToggle />
      </nav>
      <RulesPanel
        open={panel === 'rules'}
        onClose={close}
        paytable={paytable}
        note={t(OWN_RULES[session.game.family] ?? 'live.rules')}
      />
      <Dialog open={panel === 'fairness'} title={t('fairness.title')} onClose={close}>
        <div className={panelStyles.section}>
          <p className={panelStyles.text}>{t('live.fairnessIntro')}</p>
          <p className={panelStyles.text}>{t('live.fairnessHow')}</p>
        </div>
        <div className={panelStyles.section}>
          <a className={panelStyles.link} href="/provably-fair" target="_top">
            {t('fairness.verifyLink')}
          </a>
        </div>
      </Dialog>
    </header>
  );
}

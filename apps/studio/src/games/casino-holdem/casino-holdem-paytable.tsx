import { useI18n } from '../../lib/i18n/i18n-context';
import { Paytable } from '../shared/paytable';
import { ANTE_PAYTABLE, paytableLines, type PaytableRow } from './casino-holdem-bets';

/**
 * The ante's paytable, hand by hand, the lowest hands paying alike on one line: the round's own copy once there is
 * one, the rules page's before.
 */
export function CasinoHoldemPaytable({ paytable }: { paytable: readonly PaytableRow[] | undefined }) {
  const { t } = useI18n();
  return (
    <Paytable
      headings={[t('casinoHoldem.handColumn'), t('casinoHoldem.anteColumn')]}
      rows={paytableLines(paytable ?? ANTE_PAYTABLE).map(({ hand, orLower, pays }) => {
        const name = t(`caribbeanStud.hand.${hand}`);
        return [orLower ? t('casinoHoldem.orLower', { hand: name }) : name, t('tables.toOne', { pays })];
      })}
    />
  );
}

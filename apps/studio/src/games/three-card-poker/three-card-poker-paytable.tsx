import { useI18n } from '../../lib/i18n/i18n-context';
import { Paytable } from '../shared/paytable';
import { ANTE_BONUS, HANDS, PAIR_PLUS, type Paytables, type PaytableRow } from './three-card-poker-bets';

/**
 * The ante bonus and Pair Plus paytables side by side, hand by hand: the round's own copy once there is one, the
 * rules page's before.
 */
export function ThreeCardPokerPaytable({ paytables }: { paytables: Paytables | undefined }) {
  const { t } = useI18n();
  const paysFor = (rows: readonly PaytableRow[], hand: (typeof HANDS)[number]) => {
    const row = rows.find((candidate) => candidate.hand === hand);
    return row ? t('tables.toOne', { pays: row.pays }) : '–';
  };
  const anteBonus = paytables?.ante_bonus ?? ANTE_BONUS;
  const pairPlus = paytables?.pair_plus ?? PAIR_PLUS;
  return (
    <Paytable
      headings={[t('threeCardPoker.handColumn'), t('threeCardPoker.anteBonus'), t('threeCardPoker.bet.pair-plus')]}
      rows={HANDS.filter((hand) => hand !== 'high-card').map((hand) => [
        t(`threeCardPoker.hand.${hand}`),
        paysFor(anteBonus, hand),
        paysFor(pairPlus, hand),
      ])}
    />
  );
}

import { useI18n } from '../../lib/i18n/i18n-context';
import { Paytable } from '../shared/paytable';
import { PAYS_TO_ONE, type RouletteBet } from './roulette-bets';
import { PAYTABLE_BETS, paytableBetName } from './roulette-labels';
import type { RouletteVariant } from './roulette-layout';

/** What each bet pays to one; the American top line pays 6, and the French table gives half back on zero. */
export function RoulettePaytable({ variant }: { variant: RouletteVariant }) {
  const { t } = useI18n();
  const pays = (type: RouletteBet['type']) => (type === 'basket' && variant === 'american' ? 6 : PAYS_TO_ONE[type]);
  return (
    <>
      <Paytable
        headings={[t('roulette.bet'), t('rules.pays')]}
        rows={PAYTABLE_BETS.map((type) => [paytableBetName(type, t), t('tables.toOne', { pays: pays(type) })])}
      />
      {variant === 'french' && <p>{t('roulette.laPartage')}</p>}
    </>
  );
}

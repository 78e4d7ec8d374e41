import { useI18n } from '../../lib/i18n/i18n-context';
import { Paytable } from '../shared/paytable';
import { PAYS_TO_ONE, type RouletteBet } from './roulette-bets';
import { MODE_NAMES } from './roulette-labels';
import type { RouletteVariant } from './roulette-layout';

const ROWS: readonly RouletteBet['type'][] = [
  'straight',
  'split',
  'street',
  'trio',
  'corner',
  'basket',
  'six-line',
  'dozen',
  'column',
  'red',
];

/** What each bet pays to one; the American top line pays 6, and the French table gives half back on zero. */
export function RoulettePaytable({ variant }: { variant: RouletteVariant }) {
  const { t } = useI18n();
  const name = (type: RouletteBet['type']) =>
    type === 'red'
      ? t('roulette.evenMoney')
      : type === 'trio'
        ? t('roulette.trio')
        : type === 'basket'
          ? t('roulette.basket')
          : type === 'dozen'
            ? t('roulette.dozen')
            : type === 'column'
              ? t('roulette.column')
              : t(MODE_NAMES[type as keyof typeof MODE_NAMES]);
  const pays = (type: RouletteBet['type']) => (type === 'basket' && variant === 'american' ? 6 : PAYS_TO_ONE[type]);
  return (
    <>
      <Paytable
        headings={[t('roulette.bet'), t('rules.pays')]}
        rows={ROWS.map((type) => [name(type), t('tables.toOne', { pays: pays(type) })])}
      />
      {variant === 'french' && <p>{t('roulette.laPartage')}</p>}
    </>
  );
}

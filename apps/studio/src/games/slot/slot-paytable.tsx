import { MAX_CASCADES } from '@casino/game-engine';
import { useMemo, type ReactNode } from 'react';
import { useMoney } from '../../features/chrome/use-money';
import { useI18n } from '../../lib/i18n/i18n-context';
import { svgDataUrl } from './art/symbol-svg';
import { PaylineDiagrams } from './payline-diagrams';
import type { BetLevel } from './slot-bets';
import { hasRetriggers, payMode, scatterRows, symbolPayRows, winCapAmount } from './slot-paytable-rows';
import { triggerCount } from './slot-timing';
import type { SlotSession } from './slot-view';
import { symbolName } from './symbol-names';
import styles from './slot.module.css';

type SlotPaytableProps = {
  readonly slot: SlotSession;
  readonly level: BetLevel | undefined;
  readonly svgs: ReadonlyMap<string, string>;
};

/**
 * The rules panel's paytable, at the player's current bet: each symbol's pays, the wild, the scatter's pays and
 * free spins, the free-spin multiplier, lines or ways, the win cap, and the top award's chance (with the sentence
 * the rules require when it is rarer than 1 in 100 million).
 */
export function SlotPaytable({ slot, level, svgs }: SlotPaytableProps) {
  const { t, locale } = useI18n();
  const { amount } = useMoney();
  const { definition, top_award: top } = slot;
  const coinValue = level?.coinValue ?? slot.coin_values[0] ?? 0;
  const bet = level?.bet ?? coinValue * definition.coinsPerBet;
  const urls = useMemo(() => new Map([...svgs].map(([symbol, svg]) => [symbol, svgDataUrl(svg)])), [svgs]);
  const count = (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
  const name = (symbol: string) => symbolName(definition, symbol, t);
  const rows = symbolPayRows(definition, coinValue);
  const runs = [...new Set(rows.flatMap((row) => row.pays.map((pay) => pay.run)))].sort((a, b) => b - a);
  const mode = payMode(definition);
  const topCoins = definition.paytable[top.symbol]?.[top.run - 1] ?? top.coins;

  return (
    <div className={styles.paytable}>
      <table className={styles.payTable}>
        <thead>
          <tr>
            <th scope="col">{t('slot.pt.symbol')}</th>
            {runs.map((run) => (
              <th key={run} scope="col">
                {t('slot.pt.run', { count: run })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.symbol}>
              <th scope="row">
                <SymbolCell url={urls.get(row.symbol)} name={name(row.symbol)} />
              </th>
              {runs.map((run) => {
                const pay = row.pays.find((candidate) => candidate.run === run);
                return <td key={run}>{pay ? amount(pay.amount) : '–'}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>

      <SymbolNote url={urls.get(definition.wild.symbol)} name={name(definition.wild.symbol)}>
        {t('slot.pt.wild', { last: definition.grid.reels })}
        {definition.wild.expanding && ` ${t('slot.pt.expanding')}`}
        {definition.wild.sticky && ` ${t('slot.pt.sticky')}`}
      </SymbolNote>

      <SymbolNote url={urls.get(definition.scatter.symbol)} name={name(definition.scatter.symbol)}>
        {t('slot.pt.scatter', { count: triggerCount(definition) })}
      </SymbolNote>
      <table className={styles.payTable}>
        <thead>
          <tr>
            <th scope="col">{t('slot.pt.scatters')}</th>
            <th scope="col">{t('slot.pt.scatterPays')}</th>
            <th scope="col">{t('slot.pt.freeSpins')}</th>
            <th scope="col">{t('slot.pt.retriggers')}</th>
          </tr>
        </thead>
        <tbody>
          {scatterRows(definition, bet).map((row) => (
            <tr key={row.count}>
              <th scope="row">{t('slot.pt.run', { count: row.count })}</th>
              <td>{row.amount > 0 ? amount(row.amount) : '–'}</td>
              <td>{row.freeSpins > 0 ? count(row.freeSpins) : '–'}</td>
              <td>{row.retriggers > 0 ? `+${count(row.retriggers)}` : '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <p className={styles.rule}>
        {t(hasRetriggers(definition) ? 'slot.pt.freeSpinsBet' : 'slot.pt.freeSpinsBetFixed')}
      </p>
      {definition.freeSpins.multiplier > 1 && (
        <p className={styles.rule}>{t('slot.pt.multiplier', { multiplier: definition.freeSpins.multiplier })}</p>
      )}
      {definition.cascades && (
        <p className={styles.rule}>
          {t('slot.pt.cascades', {
            multipliers: definition.cascades.multipliers.map((multiplier) => `×${count(multiplier)}`).join(', '),
            max: count(MAX_CASCADES),
          })}
        </p>
      )}
      <p className={styles.rule}>
        {mode.kind === 'lines'
          ? t('slot.pt.lines', { count: count(mode.lines) })
          : t('slot.pt.ways', { count: count(mode.ways) })}
      </p>
      <PaylineDiagrams definition={definition} />
      <p className={styles.rule}>
        {t('slot.pt.cap', {
          multiple: count(definition.winCapMultiple),
          amount: amount(winCapAmount(definition, bet)),
        })}
      </p>
      <p className={styles.rule}>
        {t('slot.pt.topAward', {
          run: top.run,
          symbol: name(top.symbol),
          amount: amount(topCoins * coinValue),
          oneIn: count(top.one_in),
        })}
      </p>
      {top.rare && <p className={`${styles.rule} ${styles.ruleStrong}`}>{t('slot.pt.topAwardRare')}</p>}
      <p className={styles.rule}>{t('slot.pt.malfunction')}</p>
    </div>
  );
}

function SymbolCell({ url, name }: { url: string | undefined; name: string }) {
  return (
    <span className={styles.symbolCell}>
      {url && <img src={url} alt="" width={36} height={36} />}
      <span className={styles.symbolName}>{name}</span>
    </span>
  );
}

function SymbolNote({ url, name, children }: { url: string | undefined; name: string; children: ReactNode }) {
  return (
    <div className={styles.symbolNote}>
      {url && <img src={url} alt="" width={48} height={48} />}
      <p>
        <strong>{name}</strong> {children}
      </p>
    </div>
  );
}

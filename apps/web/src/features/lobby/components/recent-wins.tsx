import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatMoney } from '../../../lib/i18n/format';
import { useLocale } from '../../../lib/i18n/use-locale';
import { recentWinsQueryOptions } from '../../../lib/realtime/realtime-cache';
import styles from './recent-wins.module.css';

const VISIBLE_WINS = 8;

/** Live wins from the realtime channel, read from the query cache; hidden until the first one arrives. */
export function RecentWins() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data: wins } = useQuery(recentWinsQueryOptions());
  if (wins.length === 0) return null;

  return (
    <section className={styles.wins} aria-labelledby="recent-wins-title">
      <h2 id="recent-wins-title" className={styles.label}>
        <span className={styles.dot} aria-hidden="true" />
        {t('lobby.recentWins')}
      </h2>
      <ul className={styles.list} aria-live="off">
        {wins.slice(0, VISIBLE_WINS).map((win) => (
          <li key={`${win.created_at}-${win.user_name}-${win.game_identifier}`} className={styles.win}>
            <WinText
              text={t('lobby.winText', { user: win.user_name, amount: '\u0000', game: win.game_title })}
              amount={formatMoney(win.amount_cents, win.currency, locale)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Highlights the amount inside the translated sentence, wherever the language puts it. The sentence is built
 * with a marker in the amount's place and split there (cheaper than pulling in the Trans component's parser).
 */
function WinText({ text, amount }: { text: string; amount: string }) {
  const [before = '', after = ''] = text.split('\u0000');
  return (
    <>
      {before}
      <strong className={styles.amount}>{amount}</strong>
      {after}
    </>
  );
}

import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useMatches } from 'react-router';
import { buttonClassName } from '../../components/ui/button';
import { Icon, type IconName } from '../../components/ui/icon';
import { useLocalizedPath } from '../../lib/i18n/use-locale';
import type { RouteHandle } from '../router';
import type { SectionKey } from '../routing/route-types';
import styles from './coming-soon-page.module.css';

const SECTION_ICONS: Record<SectionKey, IconName> = {
  favorites: 'heart',
  tournaments: 'trophy',
  lottery: 'ticket',
  quests: 'target',
  achievements: 'medal',
  arena: 'flame',
  promotions: 'gift',
  vip: 'crown',
  activityHub: 'compass',
  rocketMart: 'cart',
  rocketChance: 'rocket',
  wheel: 'wheel',
  profile: 'user',
  support: 'headset',
  cryptoBenefits: 'bitcoin',
  news: 'news',
  payments: 'card',
  sport: 'ball',
  privacyPolicy: 'shield',
  cookiePolicy: 'shield',
  terms: 'news',
  generalRules: 'news',
  awards: 'award',
  responsibleGaming: 'clock',
};

/** Legal and information pages come from the CMS; they read as documents being prepared, not as features. */
const DOCUMENTS: ReadonlySet<SectionKey> = new Set(['privacyPolicy', 'cookiePolicy', 'terms', 'generalRules']);

/**
 * Every feature route that a later release builds (tournaments, shop, VIP, profile, ...) shows this until then:
 * the feature's own name and promise, in the visitor's language, and ways to keep playing.
 */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const section = handle?.comingSoon?.section ?? 'promotions';
  const subpage = handle?.comingSoon?.subpage;
  const name = t(`sections.${section}.name`);
  const title = subpage ? t(`pages.${subpage}`) : name;
  const document = DOCUMENTS.has(section);

  return (
    <article className={styles.page} data-coming-soon={section}>
      <title>{t('app.pageTitle', { title })}</title>
      <section className={styles.hero} aria-labelledby="coming-soon-title">
        <div className={styles.art} aria-hidden="true">
          <span className={styles.orbit} />
          <span className={styles.orbitSmall} />
          <span className={styles.emblem}>
            <Icon name={SECTION_ICONS[section]} size={44} />
          </span>
        </div>
        <div className={styles.content}>
          {subpage ? <p className={styles.eyebrow}>{name}</p> : null}
          <h1 id="coming-soon-title" className={styles.title}>
            {title}
          </h1>
          <p className={styles.badge}>
            <Icon name="sparkles" size={14} />
            {document ? t('comingSoon.documentBadge') : t('comingSoon.badge')}
          </p>
          <p className={styles.text}>{t(`sections.${section}.text`)}</p>
          <p className={styles.note}>{document ? t('comingSoon.documentNote') : t('comingSoon.note')}</p>
          <div className={styles.actions}>
            <Link className={buttonClassName({ size: 'lg' })} to={localize('/')}>
              <Icon name="home" size={18} />
              {t('errors.home')}
            </Link>
            <Link className={buttonClassName({ size: 'lg', variant: 'secondary' })} to={localize('/promotions')}>
              <Icon name="gift" size={18} />
              {t('comingSoon.promotions')}
            </Link>
          </div>
        </div>
      </section>
      <nav className={styles.explore} aria-labelledby="coming-soon-explore">
        <h2 id="coming-soon-explore" className={styles.exploreTitle}>
          {t('comingSoon.meanwhile')}
        </h2>
        <ul className={styles.exploreList}>
          <li>
            <Link className={styles.exploreLink} to={localize('/pokies')}>
              <Icon name="reels" size={20} />
              {t('menu.pokies')}
            </Link>
          </li>
          <li>
            <Link className={styles.exploreLink} to={localize('/live')}>
              <Icon name="live" size={20} />
              {t('menu.live')}
            </Link>
          </li>
          <li>
            <Link className={styles.exploreLink} to={localize('/categories/jackpots')}>
              <Icon name="star" size={20} />
              {t('categories.jackpots')}
            </Link>
          </li>
          <li>
            <Link className={styles.exploreLink} to={localize('/categories/new')}>
              <Icon name="sparkles" size={20} />
              {t('categories.new')}
            </Link>
          </li>
        </ul>
      </nav>
    </article>
  );
}

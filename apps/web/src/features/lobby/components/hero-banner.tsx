import { useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { usePromotionView } from '../../../lib/analytics/use-promotion-view';
import { useLocalizedPath } from '../../../lib/i18n/use-locale';
import { HeroAurora, HeroObjects } from './hero-art';
import styles from './hero-banner.module.css';

/** The welcome offer as analytics knows it; its name stays English so reports do not split by language. */
const WELCOME_PROMOTION = {
  promotion_id: 'welcome-offer',
  promotion_name: 'Welcome offer',
  creative_slot: 'main-hero',
};

export function HeroBanner() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const ref = useRef<HTMLElement>(null);
  usePromotionView(ref, WELCOME_PROMOTION);
  return (
    <section ref={ref} className={styles.hero} aria-labelledby="hero-title" data-promotion="welcome-offer">
      <HeroAurora className={styles.aurora} />
      <HeroObjects className={styles.objects} />
      <div className={styles.content}>
        <p className={styles.eyebrow}>
          <Icon name="gift" size={14} />
          {t('lobby.heroEyebrow')}
        </p>
        <h1 id="hero-title" className={styles.title}>
          {t('lobby.heroTitle')}
        </h1>
        <p className={styles.text}>{t('lobby.heroText')}</p>
        <div className={styles.actions}>
          <Link className={buttonClassName({ size: 'lg' })} to={localize('/pokies')}>
            <Icon name="reels" size={18} />
            {t('lobby.heroCta')}
          </Link>
          <Link className={buttonClassName({ size: 'lg', variant: 'secondary' })} to={localize('/live')}>
            <Icon name="live" size={18} />
            {t('lobby.heroSecondary')}
          </Link>
        </div>
      </div>
    </section>
  );
}

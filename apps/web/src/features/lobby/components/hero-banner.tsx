import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { useLocalizedPath } from '../../../lib/i18n/use-locale';
import { HeroAurora, HeroObjects } from './hero-art';
import styles from './hero-banner.module.css';

export function HeroBanner() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
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

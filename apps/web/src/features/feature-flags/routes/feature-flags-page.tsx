import { useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Switch } from '../../../components/ui/switch';
import {
  DEFAULT_FEATURE_FLAGS,
  FEATURE_FLAGS,
  resetFeatureFlags,
  setFeatureFlag,
  useFeatureFlags,
} from '../../../lib/feature-flags/feature-flags';
import { useLocalizedPath } from '../../../lib/i18n/use-locale';
import styles from './feature-flags-page.module.css';

/** `/ffc`: the feature flags of this browser, On/Off each, back to defaults, or home (platform-core §2, §6). */
export function FeatureFlagsPage() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const flags = useFeatureFlags();
  const changed = FEATURE_FLAGS.filter((flag) => flags[flag] !== DEFAULT_FEATURE_FLAGS[flag]).length;
  const statusRef = useRef<HTMLParagraphElement>(null);
  // Reset disables itself; focus moves to the status it updates, or a keyboard user would be dropped on <body>.
  const reset = () => {
    resetFeatureFlags();
    statusRef.current?.focus();
  };

  return (
    <section className={styles.page} aria-labelledby="ffc-title">
      <title>{t('app.pageTitle', { title: t('ffc.title') })}</title>
      <meta name="robots" content="noindex" />
      <header className={styles.header}>
        <span className={styles.icon} aria-hidden="true">
          <Icon name="toggle" size={28} />
        </span>
        <div>
          <h1 id="ffc-title" className={styles.title}>
            {t('ffc.title')}
          </h1>
          <p className={styles.text}>{t('ffc.text')}</p>
        </div>
      </header>
      <ul className={styles.flags}>
        {FEATURE_FLAGS.map((flag) => (
          <li key={flag} className={styles.flag} data-flag={flag}>
            <div className={styles.flagText}>
              <p className={styles.flagName} id={`flag-${flag}`}>
                {t(`ffc.flags.${flag}.name`)}
              </p>
              <p className={styles.flagDescription}>{t(`ffc.flags.${flag}.description`)}</p>
            </div>
            <Switch
              checked={flags[flag]}
              onChange={(enabled) => setFeatureFlag(flag, enabled)}
              label={t(`ffc.flags.${flag}.name`)}
              onText={t('ffc.on')}
              offText={t('ffc.off')}
            />
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <p className={styles.status} role="status" tabIndex={-1} ref={statusRef}>
          {changed === 0 ? t('ffc.allDefault') : t('ffc.changed', { count: changed })}
        </p>
        <Button variant="secondary" size="lg" onClick={reset} disabled={changed === 0}>
          {t('ffc.reset')}
        </Button>
        <Link className={buttonClassName({ size: 'lg' })} to={localize('/')}>
          <Icon name="home" size={18} />
          {t('ffc.home')}
        </Link>
      </div>
    </section>
  );
}

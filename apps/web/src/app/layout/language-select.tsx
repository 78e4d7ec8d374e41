import { isLocaleCode } from '@casino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { Icon } from '../../components/ui/icon';
import { LOCALE_NAMES } from '../../lib/i18n/locale-names';
import { localizePath, stripLocalePrefix } from '../../lib/i18n/locale-path';
import { offeredLocales } from '../../lib/i18n/offered-locales';
import { useLocale } from '../../lib/i18n/use-locale';
import { queryKeys } from '../../lib/query-keys';
import { saveLocale } from '../../lib/session/session-actions';
import styles from './language-select.module.css';

type LanguageSelectProps = { variant?: 'compact' | 'wide' };

/**
 * The locale is the path prefix, so changing language is a navigation to the same page in the other locale.
 * A logged-in player's choice is also saved to their profile, so their next visit starts in it.
 */
export function LanguageSelect({ variant = 'compact' }: LanguageSelectProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  return (
    <label className={variant === 'wide' ? `${styles.language} ${styles.wide}` : styles.language}>
      <Icon name="globe" size={16} />
      <span aria-hidden="true">
        {variant === 'wide' ? LOCALE_NAMES[locale] : locale.replace('-x-fake', '*').toUpperCase()}
      </span>
      <Icon name="chevron-down" size={14} className={styles.chevron} />
      <select
        className={styles.select}
        aria-label={t('language.label')}
        value={locale}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLocaleCode(next)) return;
          if (queryClient.getQueryData(queryKeys.player())) void saveLocale(next);
          const path = localizePath(stripLocalePrefix(location.pathname), next);
          void navigate(`${path}${location.search}${location.hash}`);
        }}
      >
        {offeredLocales(locale).map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}

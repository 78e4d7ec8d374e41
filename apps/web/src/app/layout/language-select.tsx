import { LOCALES, isLocaleCode } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Icon } from '../../components/ui/icon';
import { LOCALE_NAMES } from '../../lib/i18n/locale-names';
import { localizePath, stripLocalePrefix } from '../../lib/i18n/locale-path';
import { useLocale } from '../../lib/i18n/use-locale';
import styles from './language-select.module.css';

/** The locale is the path prefix, so changing language is a navigation to the same page in the other locale. */
export function LanguageSelect() {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();

  return (
    <label className={styles.language}>
      <Icon name="globe" size={16} />
      <span aria-hidden="true">{locale.replace('-x-fake', '*').toUpperCase()}</span>
      <Icon name="chevron-down" size={14} />
      <select
        className={styles.select}
        aria-label={t('language.label')}
        value={locale}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLocaleCode(next)) return;
          const path = localizePath(stripLocalePrefix(location.pathname), next);
          void navigate(`${path}${location.search}${location.hash}`);
        }}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}

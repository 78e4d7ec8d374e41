import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLocalizedPath } from '../../../lib/i18n/use-locale';
import { useProviders } from '../api/get-providers';
import { providerPath } from '../utils/paths';
import styles from './provider-strip.module.css';

/** Provider logos, each opening that provider's games (engagement §2, footer). */
export function ProviderStrip() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const { data: providers, isPending } = useProviders();

  if (isPending) {
    return (
      <div className={styles.providers} aria-hidden="true">
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} height={60} />
        ))}
      </div>
    );
  }
  return (
    <ul className={styles.providers}>
      {providers
        ?.filter((provider) => provider.games_count > 0)
        .map((provider) => (
          <li key={provider.id}>
            <Link
              className={styles.provider}
              to={localize(providerPath(provider.slug))}
              aria-label={t('footer.providerLink', { provider: provider.title })}
            >
              <img
                className={styles.logo}
                src={provider.logo}
                alt=""
                width={120}
                height={36}
                loading="lazy"
                decoding="async"
              />
            </Link>
          </li>
        ))}
    </ul>
  );
}

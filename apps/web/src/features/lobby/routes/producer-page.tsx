import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, useParams } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { useLocalizedPath } from '../../../lib/i18n/use-locale';
import { GamesCatalog } from '../components/games-catalog';
import { useProviderNames } from '../hooks/use-provider-names';
import { parseStartPage, providerPath } from '../utils/paths';

/** `/producers/{slug}` and `/producers/{slug}/{page}`: one provider's games, optionally from a given page. */
export function ProducerPage() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const { slug = '', page } = useParams();
  const providerTitle = useProviderNames().get(slug) ?? slug;
  const startPage = parseStartPage(page);

  return (
    <GamesCatalog
      key={`${slug}/${startPage}`}
      title={t('catalog.providerTitle', { provider: providerTitle })}
      eyebrow={t('footer.providers')}
      query={{ filter: { providers: [slug] }, startPage }}
      // A bookmarked page can outlive the games that filled it; the first page is the way back.
      emptyActions={
        startPage > 1 ? (
          <Link className={buttonClassName({ variant: 'secondary' })} to={localize(providerPath(slug))}>
            {t('catalog.firstPage')}
          </Link>
        ) : undefined
      }
    />
  );
}

import { useTranslation } from '../../lib/i18n/use-translation';
import { Spinner } from '../../components/ui/spinner';
import { VisuallyHidden } from '../../components/ui/visually-hidden';

/** Shown for the moment between the first script and the first page chunk. */
export function AppSplash() {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '100dvh' }} role="status">
      <Spinner size={32} />
      <VisuallyHidden>{t('app.pageLoading')}</VisuallyHidden>
    </div>
  );
}

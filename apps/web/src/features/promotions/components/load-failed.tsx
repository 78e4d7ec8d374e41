import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';

/** The offers could not be read: nothing is shown as if it were true, and the visitor may try again. */
export function LoadFailed({
  onRetry,
  title,
  headingLevel,
}: {
  onRetry: () => void;
  title?: string;
  headingLevel?: 'h1' | 'h2';
}) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon="alert"
      role="alert"
      headingLevel={headingLevel}
      title={title ?? t('promotions.loadError.title')}
      text={t('promotions.loadError.text')}
      actions={
        <Button variant="secondary" onClick={onRetry}>
          {t('promotions.retry')}
        </Button>
      }
    />
  );
}

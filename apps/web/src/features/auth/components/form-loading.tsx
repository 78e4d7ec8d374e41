import { useTranslation } from '../../../lib/i18n/use-translation';
import { Skeleton } from '../../../components/ui/skeleton';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import styles from '../../../components/account/account-form.module.css';

const FIELDS = 4;

/** The form's shape while its choices (countries, currencies) load, so the modal does not jump. */
export function FormLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.form} role="status">
      <VisuallyHidden>{t('app.loading')}</VisuallyHidden>
      {Array.from({ length: FIELDS }, (_, index) => (
        <Skeleton key={index} height={72} />
      ))}
      <Skeleton height={48} />
    </div>
  );
}

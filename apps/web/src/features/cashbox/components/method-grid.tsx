import type { PaymentMethod } from '@casino/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useKeyTranslator } from '../use-key-translator';
import styles from './deposit.module.css';

/** The methods as a radio group of logo tiles, shared by the deposit and withdrawal steps. */
export function MethodGrid({
  methods,
  chosen,
  onChoose,
}: {
  methods: readonly PaymentMethod[];
  chosen: PaymentMethod;
  onChoose: (id: string) => void;
}) {
  const { t } = useTranslation();
  const translate = useKeyTranslator();
  return (
    <div className={styles.grid} role="radiogroup" aria-label={t('cashbox.methods')}>
      {methods.map((method) => (
        <button
          key={method.id}
          type="button"
          role="radio"
          aria-checked={method.id === chosen.id}
          className={styles.method}
          onClick={() => onChoose(method.id)}
        >
          {method.iconSrc ? <img src={method.iconSrc} alt="" width={48} height={32} /> : null}
          <span>{translate(method.translationKey, { text: method.title ?? method.id })}</span>
        </button>
      ))}
    </div>
  );
}

export function MethodsLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.grid} aria-busy="true" aria-label={t('cashbox.depositForm.loadingMethods')}>
      {[0, 1, 2, 3].map((n) => (
        <Skeleton key={n} height={72} />
      ))}
    </div>
  );
}

/** The methods could not be loaded: say so, and offer to ask again. */
export function MethodsFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon="wallet"
      headingLevel="h3"
      role="alert"
      title={t('cashbox.depositForm.methodsFailed')}
      actions={
        <Button variant="secondary" onClick={onRetry}>
          {t('cashbox.history.retry')}
        </Button>
      }
    />
  );
}

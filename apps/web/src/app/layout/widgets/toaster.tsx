import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { ToastCard, ToastViewport } from '../../../components/ui/toast';
import { dismissToast, TOASTS, useToasts } from '../../../lib/toasts/toast-store';

/** The app's toasts (platform-core §8, engagement §8), worded per locale. */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToasts();
  return (
    <ToastViewport label={t('toasts.region')}>
      {toasts.map((toast) => {
        const { message, tone } = TOASTS[toast.key];
        return (
          <ToastCard
            key={toast.id}
            tone={tone}
            message={toast.text ?? t(`toasts.${message}`)}
            dismissLabel={t('toasts.dismiss')}
            onDismiss={() => dismissToast(toast.id)}
            action={
              toast.action ? (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => {
                    toast.action?.onSelect();
                    dismissToast(toast.id);
                  }}
                >
                  {t(`toasts.${toast.action.label}`)}
                </Button>
              ) : null
            }
          />
        );
      })}
    </ToastViewport>
  );
}

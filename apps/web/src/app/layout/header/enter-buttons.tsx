import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { openModal } from '../../../lib/modals/modal-store';
import styles from './enter-buttons.module.css';

type EnterButtonsProps = {
  /** The sidebar stacks them full width. */
  layout?: 'inline' | 'stacked';
};

/**
 * Log in and sign up for guests. In a restricted country they still open their modal, which explains why the
 * form is not available, rather than being dead buttons.
 */
export function EnterButtons({ layout = 'inline' }: EnterButtonsProps) {
  const { t } = useTranslation();
  return (
    <div className={layout === 'inline' ? styles.inline : styles.stacked}>
      <Button variant="secondary" block={layout === 'stacked'} onClick={() => openModal({ id: 'login' })}>
        {t('auth.logIn')}
      </Button>
      <Button block={layout === 'stacked'} onClick={() => openModal({ id: 'sign-up' })}>
        {t('auth.signUp')}
      </Button>
    </div>
  );
}

import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { IconButton } from '../../../components/ui/icon-button';
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
  const logIn = () => openModal({ id: 'login' });
  return (
    <div className={layout === 'inline' ? styles.inline : styles.stacked}>
      <Button variant="secondary" block={layout === 'stacked'} className={styles.logInText} onClick={logIn}>
        {t('auth.logIn')}
      </Button>
      {layout === 'inline' ? (
        // The narrowest phones (320-374 px) have no room for both words in every locale: "Log in" becomes its icon
        // there, still named "Log in", and "Sign up" keeps its words. Only one of the two is ever displayed.
        <IconButton icon="user" label={t('auth.logIn')} className={styles.logInIcon} onClick={logIn} />
      ) : null}
      <Button block={layout === 'stacked'} onClick={() => openModal({ id: 'sign-up' })}>
        {t('auth.signUp')}
      </Button>
    </div>
  );
}

import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { focusOnMount } from '../../../components/ui/focus-on-mount';
import { Icon } from '../../../components/ui/icon';
import styles from '../../../components/account/account-form.module.css';

/**
 * EE_LICENSE_BLOCKED (platform-core §8): the account belongs to the Estonian site and cannot play here. The login
 * form is not offered again, because trying again cannot help.
 */
export function LicenceBlockedNotice({ close }: { close: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.result} role="alert">
      <span className={styles.resultIcon}>
        <Icon name="shield" size={28} />
      </span>
      {/* It replaces the login form, and the focused button with it. */}
      <h3 tabIndex={-1} ref={focusOnMount}>
        {t('auth.licenceBlockedTitle')}
      </h3>
      <p>{t('auth.licenceBlockedText')}</p>
      <Button size="lg" block onClick={close}>
        {t('modals.gotIt')}
      </Button>
    </div>
  );
}

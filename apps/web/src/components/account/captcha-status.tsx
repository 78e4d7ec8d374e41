import { useTranslation } from '../../lib/i18n/use-translation';
import { Icon } from '../ui/icon';
import { Spinner } from '../ui/spinner';
import type { CaptchaState } from '../../lib/captcha/use-captcha';
import styles from './account-form.module.css';

/** What the human check is doing, spoken politely; nothing at all until the server asks for one. */
export function CaptchaStatus({ state }: { state: CaptchaState }) {
  const { t } = useTranslation();
  if (state === 'off') return null;
  return (
    <p className={styles.captcha} role="status" data-captcha={state}>
      {state === 'solving' ? <Spinner size={16} /> : <Icon name={state === 'ready' ? 'shield' : 'alert'} size={16} />}
      <span>{t(`auth.captcha.${state}`)}</span>
    </p>
  );
}

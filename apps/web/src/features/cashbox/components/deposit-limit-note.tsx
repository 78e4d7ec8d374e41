import { licenceRules } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button';
import { useLocalizedPath } from '../../../lib/i18n/use-locale';
import { useSession } from '../../../lib/session/get-player';
import { userLimitsQueryOptions } from '../../../lib/session/get-user-limits';
import { readPlayerMark, writePlayerMark } from '../../../lib/storage/player-marks';
import { STORAGE_KEYS } from '../../../lib/storage/storage-keys';
import styles from './deposit.module.css';

/**
 * RTS 12 on the deposit screen: a player without a deposit limit is offered one (a card they can put aside, which
 * this browser remembers for them); everyone else gets a quiet link to their limits. Under a licence that makes the
 * limit mandatory the card cannot be put aside: the server takes no deposit until a limit is set.
 */
export function DepositLimitNote() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const { player } = useSession();
  const limits = useQuery(userLimitsQueryOptions());
  const [dismissed, setDismissed] = useState(() =>
    player ? readPlayerMark(STORAGE_KEYS.depositLimitPrompt, player.id) !== null : true,
  );
  const hasDepositLimit = (limits.data ?? []).some((limit) => limit.type === 'deposit');
  const mandatory = player ? licenceRules(player.license_name).mandatoryLimits.includes('deposit') : false;
  const link = localize('/profile/limits');

  if (!player || limits.isPending || hasDepositLimit || (dismissed && !mandatory)) {
    return (
      <p className={styles.limitsNote}>
        <Link className={styles.link} to={link}>
          {t('cashbox.limits.link')}
        </Link>
      </p>
    );
  }
  const dismiss = () => {
    writePlayerMark(STORAGE_KEYS.depositLimitPrompt, player.id, new Date().toISOString());
    setDismissed(true);
  };
  return (
    <section className={styles.limitPrompt} aria-labelledby="deposit-limit-prompt">
      <h3 id="deposit-limit-prompt" className={styles.limitPromptTitle}>
        {t('cashbox.limits.promptTitle')}
      </h3>
      <p>{t(mandatory ? 'cashbox.limits.required' : 'cashbox.limits.promptText')}</p>
      <div className={styles.limitPromptActions}>
        <Link className={buttonClassName({ size: 'sm', variant: 'secondary' })} to={link}>
          {t('cashbox.limits.promptAction')}
        </Link>
        {mandatory ? null : (
          <Button size="sm" variant="ghost" onClick={dismiss}>
            {t('cashbox.limits.promptDismiss')}
          </Button>
        )}
      </div>
    </section>
  );
}

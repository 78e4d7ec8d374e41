import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form/form-alert';
import styles from './withdraw.module.css';

/**
 * The server refused the withdrawal because a bonus is active (`409 BONUS_ACTIVE`): withdrawing cancels it, and its
 * bonus balance is lost. The player decides; nothing moved yet.
 */
export function BonusEraseConfirm({
  bonusBalance,
  sending,
  onConfirm,
  onKeep,
}: {
  bonusBalance: string;
  sending: boolean;
  onConfirm: () => void;
  onKeep: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormAlert tone="info" focusOnShow>
      <strong>{t('cashbox.withdraw.bonusActive.title')}</strong>
      <p>{t('cashbox.withdraw.bonusActive.text', { amount: bonusBalance })}</p>
      <div className={styles.confirmActions}>
        <Button type="button" variant="gold" disabled={sending} onClick={onConfirm}>
          {t('cashbox.withdraw.bonusActive.confirm')}
        </Button>
        <Button type="button" variant="ghost" disabled={sending} onClick={onKeep}>
          {t('cashbox.withdraw.bonusActive.keep')}
        </Button>
      </div>
    </FormAlert>
  );
}

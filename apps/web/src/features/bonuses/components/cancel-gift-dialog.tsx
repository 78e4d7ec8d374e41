import type { BonusCancelInfo, PlayerBonus } from '@casino/contracts';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { useCancelBonus } from '../api/cancel-bonus';
import { useCancelInfo } from '../api/get-cancel-info';
import type { GiftMoney } from '../hooks/use-gift-money';
import { decimalToMinor } from '../utils/decimal-to-minor';
import { giftActionErrorKey } from '../utils/gift-error-key';
import { Figure } from './gift-card-frame';
import styles from './gifts.module.css';

/**
 * Cancelling takes the bonus money and everything won with it. The player sees those amounts, and the cash that
 * stays, before the button that does it exists: the confirmation is offered only once `cancel_info` has loaded.
 */
export function CancelGiftDialog({
  bonus,
  money,
  onClose,
  onCanceled,
}: {
  bonus: PlayerBonus;
  money: GiftMoney;
  onClose: () => void;
  onCanceled: (bonus: PlayerBonus) => void;
}) {
  const { t } = useTranslation();
  const info = useCancelInfo(bonus.id);
  const cancel = useCancelBonus();
  const confirm = () => void cancel.mutateAsync(bonus.id).then(() => onCanceled(bonus), ignoreShownError);

  return (
    <Modal
      title={t('gifts.cancel.title', { title: bonus.title })}
      closeLabel={t('gifts.cancel.close')}
      onClose={onClose}
      size="sm"
    >
      <div className={styles.dialog} data-cancel-gift={bonus.id}>
        {info.isPending ? (
          <p className={styles.loadingLine} role="status">
            <Spinner size={18} />
            {t('gifts.cancel.loading')}
          </p>
        ) : null}
        {info.isError ? (
          <>
            <FormAlert tone="danger">{t('gifts.cancel.loadError')}</FormAlert>
            <div className={styles.row}>
              <Button variant="secondary" onClick={() => void info.refetch()}>
                {t('gifts.retry')}
              </Button>
            </div>
          </>
        ) : null}
        {info.data ? <CancelFigures info={info.data} currency={bonus.currency} money={money} /> : null}
        {cancel.isError ? <FormAlert tone="danger">{t(giftActionErrorKey(cancel.error))}</FormAlert> : null}
        <div className={styles.row}>
          {info.data ? (
            <Button disabled={cancel.isPending} onClick={confirm}>
              {cancel.isPending ? t('gifts.cancel.confirming') : t('gifts.cancel.confirm')}
            </Button>
          ) : null}
          <Button variant="ghost" onClick={onClose}>
            {t('gifts.cancel.keepBonus')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

/** The refusal is on screen through `cancel.isError`; the promise's rejection has nothing more to say. */
const ignoreShownError = () => undefined;

function CancelFigures({ info, currency, money }: { info: BonusCancelInfo; currency: string; money: GiftMoney }) {
  const { t } = useTranslation();
  const loseId = useId();
  const keepId = useId();
  const amount = (decimal: string) => money.format(decimalToMinor(decimal, money.subunits(currency)), currency);
  return (
    <>
      <section className={styles.dialogGroup} aria-labelledby={loseId}>
        <h3 id={loseId} className={styles.dialogGroupTitle}>
          {t('gifts.cancel.lose')}
        </h3>
        <dl className={`${styles.figures} ${styles.lose}`}>
          <Figure label={t('gifts.cancel.bonusBalance')} value={amount(info.bonus_balance)} />
          <Figure label={t('gifts.cancel.bonusWinnings')} value={amount(info.bonus_winnings)} />
        </dl>
      </section>
      <section className={styles.dialogGroup} aria-labelledby={keepId}>
        <h3 id={keepId} className={styles.dialogGroupTitle}>
          {t('gifts.cancel.keep')}
        </h3>
        <dl className={`${styles.figures} ${styles.keep}`}>
          <Figure label={t('gifts.cancel.cashBalance')} value={amount(info.cash_balance)} />
        </dl>
      </section>
      <p className={styles.muted}>{t('gifts.cancel.noUndo')}</p>
    </>
  );
}

import type { FreespinsGift, FreespinsStage } from '@casino/contracts';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { Icon } from '../../../components/ui/icon';
import { Modal } from '../../../components/ui/modal';
import { dateTimeText } from '../../../lib/i18n/time-until';
import { useLocale, useLocalizedPath } from '../../../lib/i18n/use-locale';
import { useActivateFreespins, useCancelFreespins } from '../api/freespins';
import type { GiftMoney } from '../hooks/use-gift-money';
import { giftActionErrorKey } from '../utils/gift-error-key';
import { freespinsSectionOf } from '../utils/gift-sections';
import { Deadline } from './deadline';
import { Figure } from './gift-card-frame';
import type { GiftNotice } from './gift-notice';
import styles from './gifts.module.css';
import { LabelledProgress } from './labelled-progress';

type Notify = (notice: Omit<GiftNotice, 'id'>) => void;

const TONE: Record<FreespinsStage, 'pending' | 'running' | 'positive' | 'neutral'> = {
  issued: 'pending',
  activated: 'running',
  finished: 'positive',
  canceled: 'neutral',
  expired: 'neutral',
};

/**
 * Free spins in any tab: the spins and their bet, the games, then what the stage asks of the player: activating
 * (New), playing on (Active), or nothing but how they ended and what they won (Finished).
 */
export function FreespinsCard({ gift, money, notify }: { gift: FreespinsGift; money: GiftMoney; notify: Notify }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = useId();
  const section = freespinsSectionOf(gift.stage);
  const tone = TONE[gift.stage];
  const firstGame = gift.games_info[0]?.title;
  return (
    <article
      className={section === 'new' ? `${styles.card} ${styles.fresh}` : styles.card}
      aria-labelledby={titleId}
      data-freespins={gift.id}
    >
      <div className={styles.cardHeader}>
        <span className={styles.cardIcon} aria-hidden="true">
          <Icon name="sparkles" size={20} />
        </span>
        <div className={styles.cardTitles}>
          <h3 id={titleId} className={styles.cardTitle}>
            {gift.title}
          </h3>
          <p className={styles.muted}>
            {t('gifts.freespins.spins', {
              count: gift.freespins_total,
              bet: money.format(gift.bet_cents, gift.currency),
            })}
          </p>
        </div>
        <span className={tone === 'neutral' ? styles.stage : `${styles.stage} ${styles[tone]}`} data-stage={gift.stage}>
          {t(`gifts.freespins.stages.${gift.stage}`)}
        </span>
      </div>
      <dl className={styles.figures}>
        {firstGame !== undefined ? (
          <Figure
            label={t('gifts.freespins.games')}
            value={gift.games.length === 1 ? firstGame : t('gifts.freespins.gamesCount', { count: gift.games.length })}
          />
        ) : null}
        {section === 'new' ? null : (
          <Figure
            label={section === 'active' ? t('gifts.freespins.wonSoFar') : t('gifts.freespins.won')}
            value={money.format(gift.winnings_cents, gift.currency)}
          />
        )}
      </dl>
      {section === 'active' ? <SpinsProgress gift={gift} /> : null}
      {section === 'new' ? <NewFooter gift={gift} notify={notify} /> : null}
      {section === 'active' ? <ActiveFooter gift={gift} notify={notify} /> : null}
      {section === 'finished' ? (
        <p className={styles.muted}>{t('gifts.card.received', { date: dateTimeText(gift.created_at, locale) })}</p>
      ) : null}
    </article>
  );
}

/** "7 of 10 played" as a progressbar, read out in the same words the player sees beside it. */
function SpinsProgress({ gift }: { gift: FreespinsGift }) {
  const { t } = useTranslation();
  const total = Math.max(0, gift.freespins_total);
  const played = Math.min(total, Math.max(0, gift.freespins_performed ?? 0));
  const percent = total === 0 ? 100 : Math.floor((played / total) * 100);
  const playedText = t('gifts.freespins.played', { played, total });
  return (
    <LabelledProgress
      label={t('gifts.freespins.progressLabel')}
      shown={playedText}
      valueText={playedText}
      percent={percent}
      full={percent >= 100}
    />
  );
}

function NewFooter({ gift, notify }: { gift: FreespinsGift; notify: Notify }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const activate = useActivateFreespins();
  // Through the promise, as the bonus cards do: an activated gift leaves this tab before the list is re-read.
  const onActivate = () =>
    void activate.mutateAsync(gift.id).then(
      (active) => void navigate(localize(active?.activation_path ?? gift.activation_path)),
      (error: unknown) => notify({ tone: 'danger', text: t(giftActionErrorKey(error)) }),
    );
  return (
    <div className={styles.footer}>
      <Deadline>{t('gifts.card.activateBy', { date: dateTimeText(gift.activatable_until, locale) })}</Deadline>
      <div className={styles.row}>
        {gift.cancelable ? <CancelFreespins gift={gift} notify={notify} /> : null}
        {gift.activatable ? (
          <Button variant="gold" disabled={activate.isPending} onClick={onActivate}>
            {activate.isPending ? t('gifts.card.activating') : t('gifts.card.activate')}
          </Button>
        ) : (
          <p className={styles.muted}>{t('gifts.card.notActivatable')}</p>
        )}
      </div>
    </div>
  );
}

function ActiveFooter({ gift, notify }: { gift: FreespinsGift; notify: Notify }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  return (
    <div className={styles.footer}>
      {gift.valid_until ? (
        <Deadline>{t('gifts.card.validUntil', { date: dateTimeText(gift.valid_until, locale) })}</Deadline>
      ) : null}
      <div className={styles.row}>
        {gift.cancelable ? <CancelFreespins gift={gift} notify={notify} /> : null}
        <Link to={localize(gift.activation_path)} className={buttonClassName({ variant: 'gold', size: 'sm' })}>
          {t('gifts.freespins.playNow')}
        </Link>
      </div>
    </div>
  );
}

/** The cancel button and its confirmation: the spins and whatever they have won so far are lost. */
function CancelFreespins({ gift, notify }: { gift: FreespinsGift; notify: Notify }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const cancel = useCancelFreespins();
  const close = () => {
    setOpen(false);
    cancel.reset();
  };
  const confirm = () =>
    void cancel.mutateAsync(gift.id).then(() => {
      setOpen(false);
      notify({ tone: 'success', text: t('gifts.announce.canceled', { title: gift.title }) });
    }, ignoreShownError);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {t('gifts.freespins.cancel')}
      </Button>
      {open ? (
        <Modal title={t('gifts.freespins.cancelTitle')} closeLabel={t('gifts.cancel.close')} onClose={close} size="sm">
          <div className={styles.dialog} data-cancel-freespins={gift.id}>
            <p>{t('gifts.freespins.cancelText')}</p>
            {cancel.isError ? <FormAlert tone="danger">{t(giftActionErrorKey(cancel.error))}</FormAlert> : null}
            <div className={styles.row}>
              <Button disabled={cancel.isPending} onClick={confirm}>
                {cancel.isPending ? t('gifts.cancel.confirming') : t('gifts.freespins.cancelConfirm')}
              </Button>
              <Button variant="ghost" onClick={close}>
                {t('gifts.freespins.keep')}
              </Button>
            </div>
          </div>
        </Modal>
      ) : null}
    </>
  );
}

/** The refusal is on screen through `cancel.isError`; the promise's rejection has nothing more to say. */
const ignoreShownError = () => undefined;

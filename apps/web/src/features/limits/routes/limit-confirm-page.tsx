import type { UserLimitDetail } from '@casino/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { useLocale, useLocalizedPath } from '../../../lib/i18n/use-locale';
import { useConfirmLimit } from '../api/confirm-limit';
import styles from '../components/limits.module.css';
import { confirmOutcomeOf } from '../utils/confirm-outcome';
import { pendingEffectiveAt } from '../utils/limit-view';
import { dateTimeText } from '../../../lib/i18n/time-until';

/** When the confirmed change applies: its date if still ahead, otherwise now (it already has). */
function effectiveText(limit: UserLimitDetail | undefined, locale: string): string | null {
  const at = limit ? pendingEffectiveAt(limit) : null;
  return at && Date.parse(at) > Date.now() ? dateTimeText(at, locale) : null;
}

/**
 * `/profile/limits/confirm?token=…`, opened from the e-mail, possibly on another device and signed out. The token
 * is sent once on arrival; the page then says exactly what happened, and that nothing changed when it failed.
 */
export function LimitConfirmPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmLimit();
  const sent = useRef(false);

  useEffect(() => {
    // Once only: a second POST of a used token would turn a success into "invalid link".
    if (sent.current || token === '') return;
    sent.current = true;
    confirm.mutate(token);
  }, [confirm, token]);

  const outcome = confirmOutcomeOf({
    token,
    pending: confirm.isPending || confirm.isIdle,
    error: confirm.error,
  });
  const link = (
    <Link className={buttonClassName({ variant: 'secondary' })} to={localize('/profile/limits')}>
      {t('limits.confirm.toLimits')}
    </Link>
  );

  let body;
  if (outcome.kind === 'working') {
    body = (
      <div className={styles.row} role="status">
        <Spinner /> {t('limits.confirm.working')}
      </div>
    );
  } else if (outcome.kind === 'confirmed') {
    const date = effectiveText(confirm.data, locale);
    body = (
      <EmptyState
        icon="check"
        role="status"
        title={t('limits.confirm.confirmedTitle')}
        text={date ? t('limits.confirm.confirmedAt', { date }) : t('limits.confirm.confirmedNow')}
        actions={link}
      />
    );
  } else {
    const text =
      outcome.kind === 'notDue'
        ? t('limits.confirm.notDue', { date: outcome.from ? dateTimeText(outcome.from, locale) : '—' })
        : t(`limits.confirm.${outcome.kind}`);
    body = <EmptyState icon="info" role="alert" title={t('limits.confirm.failedTitle')} text={text} actions={link} />;
  }

  return (
    <div className={styles.confirmPage} data-limit-confirm={outcome.kind}>
      <title>{t('app.pageTitle', { title: t('pages.limitConfirm') })}</title>
      <meta name="robots" content="noindex" />
      <h1 className={styles.cardTitle}>{t('pages.limitConfirm')}</h1>
      {body}
    </div>
  );
}

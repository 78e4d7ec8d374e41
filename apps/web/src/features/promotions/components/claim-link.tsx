import type { Promotion } from '@casino/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { buttonClassName, type ButtonSize } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Skeleton } from '../../../components/ui/skeleton';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import { useLocalizedPath } from '../../../lib/i18n/use-locale';
import { useSession } from '../../../lib/session/get-player';
import { claimPath, signUpToClaimPath } from '../utils/claim-path';
import styles from './promotions.module.css';

type ClaimLinkProps = {
  promotion: Pick<Promotion, 'kind'>;
  size?: ButtonSize;
  /** On a list of cards every link reads the same: the offer's heading tells screen reader users which is which. */
  offerName?: string;
};

/** The offer's call to action: sign up for a guest, the cashier or the gifts page for a player. */
export function ClaimLink({ promotion, size = 'md', offerName }: ClaimLinkProps) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const session = useSession();
  // Until the session is known the link would say "Sign up" to a player for a moment: a placeholder instead.
  if (session.status === 'pending') {
    return <Skeleton className={styles.claimPending} height={size === 'lg' ? 48 : 40} radius="var(--radius-pill)" />;
  }
  const target = localize(claimPath(promotion));
  const player = session.status === 'player';
  const label = !player
    ? t('promotions.cta.signUp')
    : promotion.kind === 'deposit'
      ? t('promotions.cta.deposit')
      : t('promotions.cta.gifts');
  return (
    <Link
      className={`${buttonClassName({ variant: 'gold', size })} ${styles.claim}`}
      to={player ? target : signUpToClaimPath(localize('/registration'), target)}
    >
      <Icon name={player && promotion.kind === 'deposit' ? 'wallet' : 'gift'} size={18} />
      <span>
        {label}
        {offerName ? <VisuallyHidden>: {offerName}</VisuallyHidden> : null}
      </span>
    </Link>
  );
}

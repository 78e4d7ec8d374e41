import { useTranslation } from '../../../lib/i18n/use-translation';
import { buttonClassName } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import styles from './promo-card.module.css';

/** The live category opens with this promo (engagement §9). Claiming needs an account, hence the sign-up hash. */
export function CashbackCard() {
  const { t } = useTranslation();
  return (
    <section className={`${styles.card} ${styles.cashback}`} aria-labelledby="cashback-card-title" data-card="cashback">
      <div className={styles.face}>
        <CashbackArt />
        <p className={styles.eyebrow}>{t('cashback.eyebrow')}</p>
        <h2 id="cashback-card-title" className={styles.title}>
          {t('cashback.title')}
        </h2>
        <p className={styles.text}>{t('cashback.text')}</p>
        {/* #sign-up opens registration (platform-core §2), which the auth feature provides. */}
        <a className={`${buttonClassName({ variant: 'gold', size: 'sm' })} ${styles.action}`} href="#sign-up">
          <Icon name="gift" size={16} />
          {t('cashback.cta')}
        </a>
      </div>
    </section>
  );
}

function CashbackArt() {
  return (
    <svg className={styles.art} viewBox="0 0 600 400" preserveAspectRatio="xMaxYMin slice" aria-hidden="true">
      <defs>
        <linearGradient id="cashback-coin" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fef3c7" />
          <stop offset="0.5" stopColor="#fbbf24" />
          <stop offset="1" stopColor="#b45309" />
        </linearGradient>
      </defs>
      <g opacity="0.95">
        <circle cx="520" cy="96" r="58" fill="url(#cashback-coin)" />
        <circle cx="520" cy="96" r="44" fill="none" stroke="#92400e" strokeOpacity="0.45" strokeWidth="4" />
        <text x="520" y="114" textAnchor="middle" fontSize="48" fontWeight="800" fill="#78350f" fontFamily="system-ui">
          %
        </text>
      </g>
    </svg>
  );
}

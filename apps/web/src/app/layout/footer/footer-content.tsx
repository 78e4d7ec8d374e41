import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../../lib/i18n/use-locale';
import { pageHostname } from '../../../lib/ssr/page-environment';
import { openModal } from '../../../lib/modals/modal-store';
import { BrandLogo } from '../brand-logo';
import { LanguageSelect } from '../language-select';
import type { ShellState } from '../use-shell-state';
import { FooterContacts } from './footer-contacts';
import { FooterShowcase } from './footer-showcase';
import { LicenceBlock } from './licence-block';
import { BLOG_HOSTS, DMCA_HOSTS, SITE_CONTACTS } from '../../../lib/config/site-contacts';
import styles from './site-footer.module.css';

type FooterLink = { id: string; label: string; to: string; external?: boolean };

/** Everything in the footer (engagement §2); one chunk, loaded as the visitor scrolls towards it. */
export function FooterContent({ shell }: { shell: ShellState }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const { license, menuContext } = shell;
  const hostname = pageHostname();
  // Under the Estonian licence crypto and affiliate promotion are not offered (engagement §6).
  const eeLicence = license === 'EE';

  const info: FooterLink[] = [
    ...(menuContext.tester || menuContext.toggles.vip ? [{ id: 'vip', label: t('menu.vip'), to: '/vip' }] : []),
    { id: 'promotions', label: t('menu.promotions'), to: '/promotions' },
    { id: 'awards', label: t('footer.awards'), to: '/awards' },
    ...(eeLicence ? [] : [{ id: 'crypto', label: t('menu.cryptoBenefits'), to: '/benefits-of-crypto' }]),
    ...(BLOG_HOSTS.includes(hostname) ? [{ id: 'blog', label: t('footer.blog'), to: '/news' }] : []),
    ...(eeLicence
      ? []
      : [{ id: 'affiliates', label: t('footer.affiliates'), to: SITE_CONTACTS.affiliatesUrl, external: true }]),
  ];
  const help: FooterLink[] = [
    { id: 'support', label: t('menu.support'), to: '/support' },
    { id: 'payments', label: t('menu.payments'), to: '/payments' },
    { id: 'terms', label: t('sections.terms.name'), to: '/terms-and-conditions' },
    { id: 'rules', label: t('sections.generalRules.name'), to: '/general-rules' },
    { id: 'privacy', label: t('sections.privacyPolicy.name'), to: '/privacy-policy' },
    { id: 'cookies', label: t('sections.cookiePolicy.name'), to: '/cookie-policy' },
    { id: 'responsible', label: t('sections.responsibleGaming.name'), to: '/responsible-gaming' },
    // RTS 12: the player's own limits, one click from every page (the guard sends guests to sign in first).
    { id: 'limits', label: t('footer.limitsLink'), to: '/profile/limits' },
  ];

  const column = (id: string, title: string, links: FooterLink[]) => (
    <nav className={styles.column} aria-labelledby={`footer-${id}`}>
      <h2 id={`footer-${id}`} className={styles.columnTitle}>
        {title}
      </h2>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.id}>
            {link.external ? (
              <a className={styles.link} href={link.to} rel="noopener" target="_blank">
                {link.label}
              </a>
            ) : (
              <Link className={styles.link} to={localize(link.to)}>
                {link.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );

  return (
    <div className={styles.inner}>
      <FooterShowcase hideNeosurf={shell.geo.country === 'AU'} />
      <div className={styles.columns}>
        <div className={styles.brandColumn}>
          <BrandLogo />
          <p className={styles.tagline}>{t('footer.tagline')}</p>
          <LanguageSelect variant="wide" />
        </div>
        {column('info', t('footer.info'), info)}
        {column('help', t('footer.help'), help)}
        <FooterContacts onChat={() => openModal({ id: 'support-chat' })} />
      </div>
      <LicenceBlock license={license} showDmca={DMCA_HOSTS.includes(hostname)} />
      <p className={styles.copyright}>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </div>
  );
}

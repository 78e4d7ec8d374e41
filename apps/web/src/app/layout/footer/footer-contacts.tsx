import { useTranslation } from '../../../lib/i18n/use-translation';
import { Icon } from '../../../components/ui/icon';
import { SITE_CONTACTS } from '../../../lib/config/site-contacts';
import styles from './site-footer.module.css';
import { SocialIcon } from './social-icon';

/** Phone, live chat, e-mail and the social channels. */
export function FooterContacts({ onChat }: { onChat: () => void }) {
  const { t } = useTranslation();
  return (
    <section className={styles.column} aria-labelledby="footer-contacts">
      <h2 id="footer-contacts" className={styles.columnTitle}>
        {t('footer.contacts')}
      </h2>
      <ul className={styles.links}>
        <li>
          <a className={styles.contact} href={`tel:${SITE_CONTACTS.phone.replace(/\s/g, '')}`}>
            <Icon name="phone" size={16} />
            {SITE_CONTACTS.phone}
          </a>
        </li>
        <li>
          <button type="button" className={styles.contact} onClick={onChat}>
            <Icon name="chat" size={16} />
            {t('support.chat')}
          </button>
        </li>
        <li>
          <a className={styles.contact} href={`mailto:${SITE_CONTACTS.email}`}>
            <Icon name="mail" size={16} />
            {SITE_CONTACTS.email}
          </a>
        </li>
      </ul>
      <ul className={styles.social} aria-label={t('footer.social')}>
        {SITE_CONTACTS.social.map((network) => (
          <li key={network.id}>
            <a
              className={styles.socialLink}
              href={network.url}
              rel="noopener"
              target="_blank"
              aria-label={t('footer.socialLink', { network: network.label })}
            >
              <SocialIcon network={network.id} />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

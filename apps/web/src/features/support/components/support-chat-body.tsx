import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { FeaturePreview } from '../../../components/ui/feature-preview';
import { Icon } from '../../../components/ui/icon';
import { useLocalizedPath } from '../../../lib/i18n/use-locale';
import { SITE_CONTACTS } from '../../../lib/config/site-contacts';

/** The support chat entry point (#chat, the floating widget, the footer) until the chat widget is connected. */
export function SupportChatBody({ close }: { close: () => void }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <FeaturePreview
      icon="headset"
      tone="teal"
      lead={t('support.chatLead')}
      note={t('support.chatNote')}
      actions={
        <>
          <a className={buttonClassName({ size: 'lg', block: true })} href={`mailto:${SITE_CONTACTS.email}`}>
            <Icon name="mail" size={18} />
            {t('support.emailUs')}
          </a>
          <Link
            className={buttonClassName({ size: 'lg', variant: 'secondary', block: true })}
            to={localize('/support')}
            onClick={close}
          >
            {t('support.helpCentre')}
          </Link>
        </>
      }
    />
  );
}

import { useTranslation } from '../../lib/i18n/use-translation';
import { Button } from '../../components/ui/button';
import { FeaturePreview } from '../../components/ui/feature-preview';
import type { IconName } from '../../components/ui/icon';
import type { ModalId } from '../../lib/modals/modal-ids';
import type { ModalBodyProps } from '../../lib/modals/modal-body';

type InfoModal = Exclude<
  ModalId,
  | 'login'
  | 'sign-up'
  | 'remind-password'
  | 'new-password'
  | 'email-verify'
  | 'email-confirmation'
  | 'auth-details'
  | 'personal-info'
  | 'profile-data'
  | 'cashbox'
  | 'withdraw'
  | 'deposit'
  | 'deposit-one-click'
  | 'support-chat'
>;

/** Notices that are complete as they are: they inform and are acknowledged, nothing more comes later. */
const FINAL: ReadonlySet<InfoModal> = new Set(['ios-webview-exit', 'licence-ee', 'pwa-install', 'support-terms']);

const CONTENT: Record<InfoModal, { icon: IconName; lead: string; action: 'gotIt' | 'continueHere' | 'accept' }> = {
  limits: { icon: 'clock', lead: 'limits', action: 'gotIt' },
  'book-preview': { icon: 'news', lead: 'bookPreview', action: 'gotIt' },
  'vip-onboarding': { icon: 'crown', lead: 'vipOnboarding', action: 'gotIt' },
  'vip-level-info': { icon: 'crown', lead: 'vipLevelInfo', action: 'gotIt' },
  'new-provider': { icon: 'sparkles', lead: 'newProvider', action: 'gotIt' },
  'support-terms': { icon: 'shield', lead: 'supportTerms', action: 'accept' },
  'ios-webview-exit': { icon: 'smartphone', lead: 'iosWebviewExit', action: 'continueHere' },
  'licence-ee': { icon: 'shield', lead: 'licenceEE', action: 'gotIt' },
  'pwa-install': { icon: 'download', lead: 'pwaInstall', action: 'gotIt' },
  'named-popup': { icon: 'gift', lead: 'namedPopup', action: 'gotIt' },
};

/** The shell's own notices, and the feature modals whose content arrives with their features. */
export function InfoModalBody({ modal, close }: ModalBodyProps) {
  const { t } = useTranslation();
  const kind = (modal in CONTENT ? modal : 'named-popup') as InfoModal;
  const content = CONTENT[kind];
  const final = FINAL.has(kind);
  return (
    <FeaturePreview
      icon={content.icon}
      tone={kind.startsWith('vip') || kind === 'licence-ee' ? 'gold' : 'accent'}
      badge={final ? undefined : t('comingSoon.badge')}
      lead={t(`modals.leads.${content.lead}` as 'modals.leads.limits')}
      note={final ? undefined : t('modals.soonNote')}
      actions={
        <Button size="lg" block onClick={close}>
          {t(`modals.${content.action}`)}
        </Button>
      }
    />
  );
}

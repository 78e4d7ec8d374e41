import type { Messages } from '@casino/messages';
import { lazy, type ComponentType } from 'react';
import type { ModalSize } from '../../components/ui/modal';
import type { ModalId } from '../../lib/modals/modal-ids';
import type { ModalBodyProps } from '../../lib/modals/modal-body';

type ModalDefinition = {
  title: keyof Messages['modals']['titles'];
  size: ModalSize;
  /** False for modals the player must answer (no close button, no Escape). */
  dismissible: boolean;
  body: ComponentType<ModalBodyProps>;
};

/** Each feature's modal bodies are their own chunk; the shell only knows which one to show. */
const AuthBody = lazy(async () => ({
  default: (await import('../../features/auth/components/auth-modal-body')).AuthModalBody,
}));
const CashboxBody = lazy(async () => ({
  default: (await import('../../features/cashbox/components/cashbox-modal-body')).CashboxModalBody,
}));
const SupportChatBody = lazy(async () => ({
  default: (await import('../../features/support/components/support-chat-body')).SupportChatBody,
}));
const PersonalDetailsBody = lazy(async () => ({
  default: (await import('../../features/profile/components/personal-details-modal-body')).PersonalDetailsModalBody,
}));
const InfoBody = lazy(async () => ({ default: (await import('./info-modal-body')).InfoModalBody }));

const define = (
  title: ModalDefinition['title'],
  body: ModalDefinition['body'],
  size: ModalSize = 'md',
  dismissible = true,
) => ({
  title,
  body,
  size,
  dismissible,
});

export const MODAL_DEFINITIONS: Readonly<Record<ModalId, ModalDefinition>> = {
  login: define('login', AuthBody, 'sm'),
  'sign-up': define('signUp', AuthBody, 'md'),
  'remind-password': define('remindPassword', AuthBody, 'sm'),
  'new-password': define('newPassword', AuthBody, 'sm'),
  // E-mail verification may be closed and done later (platform-core §2).
  'email-verify': define('emailVerify', AuthBody, 'sm'),
  'email-confirmation': define('emailConfirmation', AuthBody, 'sm'),
  // Terms must be accepted before a social sign-up can play: answered (or logged out of), not dismissed.
  'auth-details': define('authDetails', AuthBody, 'sm', false),
  cashbox: define('cashbox', CashboxBody, 'lg'),
  withdraw: define('withdraw', CashboxBody, 'md'),
  deposit: define('deposit', CashboxBody, 'md'),
  'deposit-one-click': define('depositOneClick', CashboxBody, 'sm'),
  'personal-info': define('personalInfo', PersonalDetailsBody, 'md'),
  'profile-data': define('profileData', PersonalDetailsBody, 'md'),
  limits: define('limits', InfoBody, 'md'),
  'book-preview': define('bookPreview', InfoBody, 'lg'),
  'vip-onboarding': define('vipOnboarding', InfoBody, 'md'),
  'vip-level-info': define('vipLevelInfo', InfoBody, 'sm'),
  'new-provider': define('newProvider', InfoBody, 'sm'),
  // Terms must be accepted before support can continue: answered, not dismissed.
  'support-terms': define('supportTerms', InfoBody, 'md', false),
  'support-chat': define('supportChat', SupportChatBody, 'sm'),
  'ios-webview-exit': define('iosWebviewExit', InfoBody, 'sm'),
  'licence-ee': define('licenceEE', InfoBody, 'sm'),
  'pwa-install': define('pwaInstall', InfoBody, 'sm'),
  'named-popup': define('namedPopup', InfoBody, 'md'),
};

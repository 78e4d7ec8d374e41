/** Every modal of platform-core §2 and engagement §2 that the shell can stack, plus the shell's own notices. */
export const MODAL_IDS = [
  'login',
  'sign-up',
  'remind-password',
  'new-password',
  'email-verify',
  'email-confirmation',
  /** What a social sign-up did not supply (terms, country): asked once after it. */
  'auth-details',
  'cashbox',
  'withdraw',
  'deposit',
  'deposit-one-click',
  'personal-info',
  'profile-data',
  'limits',
  'book-preview',
  'vip-onboarding',
  'vip-level-info',
  'new-provider',
  'support-terms',
  'support-chat',
  'ios-webview-exit',
  'licence-ee',
  'pwa-install',
  'named-popup',
] as const;
export type ModalId = (typeof MODAL_IDS)[number];

/** Props a modal receives: the query of the route that opened it, passed through untouched (§2). */
export type ModalProps = Readonly<Record<string, string>>;

export type ModalRequest = { id: ModalId; props?: ModalProps };

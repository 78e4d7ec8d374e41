/**
 * Every key the web app keeps in the browser (platform-core §3, engagement §3), in one list so a logout can
 * clear the user's share and nobody reuses a name by accident.
 */
export const STORAGE_KEYS = {
  featureFlags: 'feature_flags',
  cookieConsent: 'cookie_consent',
  stag: 'stag',
  promoBannerHiddenUntil: 'promo_banner_hidden_until',
  australianConfirmation: 'au_confirmation',
  lastOpen: 'lastOpen',
  iosExitShown: 'ios_exit_popup_shown',
  showedPopupEE: 'showedPopupEE',
  /** When this browser session started (epoch ms), for the EE licence session timer. */
  sessionTime: 'sessionTime',
  depositPromocode: 'deposit_promocode',
  depositPromocodeShown: 'deposit_promocode_shown',
  giftPromocode: 'gift_promocode',
  /** Sign-up fields typed but not yet sent (never the password), so a closed modal does not lose them. */
  autocompleteForm: 'autocomplete_form',
  deviceId: 'device_id',
  /** The A/B registration arm this browser drew while the test runs. */
  abRegistrationArm: 'ab_registration_arm',
  /** Survey ids this browser has already shown (JSON list): each survey asks at most once, answered or not. */
  surveysShown: 'surveys_shown',
  /** Deposit ids already warned about as failed or cancelled (JSON list; platform-core §3's name). */
  lastShownTransaction: 'lastShownTransaction',
  /**
   * Per player (JSON object by player id): when the deposit-limit prompt was put aside, and when the account
   * history was last reviewed (RTS 12). Kept across sign-outs: they belong to the player, not to the session.
   */
  depositLimitPrompt: 'deposit_limit_prompt',
  historyReview: 'history_review',
} as const;

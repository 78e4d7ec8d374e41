import type { License } from './profile-fields';
import type { MoneyLimitType, RealityCheckInterval } from './user-limits';

/**
 * What each licence asks of responsible gambling, in one table for the server and the web
 * (docs/responsible-gambling.md, "Licence settings").
 */
export type LicenceRules = {
  /** Limits the player is asked to set before the first deposit (a prompt that cannot be skipped). */
  mandatoryLimits: readonly MoneyLimitType[];
  /** The reality-check interval until the player chooses one; 0 is off. */
  realityCheckDefaultMinutes: RealityCheckInterval;
  /** Whether the player may switch reality checks off. */
  realityCheckCanBeOff: boolean;
  /** Whether a pending withdrawal may be recalled (cancelled back into the balance) by the player. */
  withdrawalRecall: boolean;
  /** Whether games may offer auto-play. */
  autoplay: boolean;
  /** The shortest game cycle of a slot in milliseconds (0: no rule); turbo and quick-spin are off when set. */
  minSpinMs: number;
  /** Whether a slot's spin may be stopped early by pressing again (slam-stop: the reels land at once). */
  slamStop: boolean;
  /** Whether the game page shows the session clock (time since sign-in) at all times. */
  sessionClock: boolean;
  /**
   * Profile fields a player must have filled in before real play (identity checks before gambling): a launch without
   * them is refused with GAME_PROFILE_INCOMPLETE naming them, and the game page asks for exactly those.
   */
  realPlayProfileFields: readonly RealPlayProfileField[];
};

/** The profile fields a licence can require before real play. */
export type RealPlayProfileField = 'first_name' | 'last_name' | 'date_of_birth';

export const LICENCE_RULES: Readonly<Record<License, LicenceRules>> = {
  // Curaçao: no rule beyond what every player can choose.
  CW: {
    mandatoryLimits: [],
    realityCheckDefaultMinutes: 0,
    realityCheckCanBeOff: true,
    withdrawalRecall: true,
    autoplay: true,
    minSpinMs: 0,
    slamStop: true,
    sessionClock: false,
    realPlayProfileFields: [],
  },
  // Estonia: the session clock stays on screen; hourly reality checks by default.
  EE: {
    mandatoryLimits: [],
    realityCheckDefaultMinutes: 60,
    realityCheckCanBeOff: true,
    withdrawalRecall: true,
    autoplay: true,
    minSpinMs: 0,
    slamStop: true,
    sessionClock: true,
    realPlayProfileFields: [],
  },
  // The UK-style profile: a deposit limit asked for before the first deposit (AGCO 2.23 asks for the prompt), reality
  // checks that cannot be switched off (RTS 13), no reversal of withdrawals (RTS 14B), no auto-play and a 2.5-second
  // slot cycle without turbo (the Commission's 2021 game design rules), and name and date of birth known before any
  // real-money play (LCCP 3.2.11: age and identity verified before gambling).
  UKGC: {
    mandatoryLimits: ['deposit'],
    realityCheckDefaultMinutes: 60,
    realityCheckCanBeOff: false,
    withdrawalRecall: false,
    autoplay: false,
    minSpinMs: 2500,
    // Slam-stops give an illusion of control and speed play up (the Commission's 2021 game design rules).
    slamStop: false,
    sessionClock: true,
    realPlayProfileFields: ['first_name', 'last_name', 'date_of_birth'],
  },
};

export const licenceRules = (licence: string): LicenceRules => LICENCE_RULES[licence as License] ?? LICENCE_RULES.CW;

import { checkEmailResponseSchema, sessionPlayerSchema } from '@casino/contracts';
import { http } from '../../../lib/http/api';
import { deviceId } from '../../../lib/forms/device-id';
import type { SessionPlayer } from '../../../lib/session/session-player';

export type SignInInput = {
  email: string;
  password: string;
  captcha?: string;
  otpAttempt?: string;
  /** Where the login form was opened from when that is not the casino (`betting`): kept with the sign-in. */
  customLoginReg?: string;
};

/**
 * `POST /api/users/sign_in`. Failures are rethrown for the form to show (platform-core §8); the two-factor step
 * sends the same body again with `otp_attempt`.
 */
export async function signIn(input: SignInInput): Promise<SessionPlayer> {
  const { email, password, captcha, otpAttempt, customLoginReg } = input;
  const user = {
    email,
    password,
    dfpc: deviceId(),
    captcha,
    otp_attempt: otpAttempt,
    custom_login_reg: customLoginReg,
  };
  const player = await http.request('/api/users/sign_in', {
    method: 'POST',
    body: { user },
    schema: sessionPlayerSchema,
    retries: 0,
    logCode: 'LOGIN_ERROR',
  });
  if (!player) throw new Error('sign-in answered without a profile');
  return player;
}

export type RegistrationInput = {
  email: string;
  password: string;
  currency: string;
  country: string;
  nickname?: string;
  receive_promos: boolean;
  terms_acceptance: boolean;
  locale: string;
  stag?: string;
  captcha?: string;
};

/** `POST /api/users`: creates the player and their wallet and starts their session. */
export async function register(input: RegistrationInput): Promise<SessionPlayer> {
  const user = { ...input, nickname: input.nickname || undefined, dfpc: deviceId() };
  const player = await http.request('/api/users', {
    method: 'POST',
    body: { user },
    schema: sessionPlayerSchema,
    retries: 0,
    logCode: 'REGISTRATION_ERROR',
  });
  if (!player) throw new Error('registration answered without a profile');
  return player;
}

/** `POST /check-email`: whether an address is free. Unknown means "maybe": the registration call decides. */
export async function isEmailAvailable(email: string, signal?: AbortSignal): Promise<boolean> {
  const answer = await http
    .request('/check-email', { method: 'POST', body: { email }, schema: checkEmailResponseSchema, signal, retries: 0 })
    .catch(() => undefined);
  return answer?.available ?? true;
}

/** `POST /api/users/password`: the reminder e-mail. The answer is the same for known and unknown addresses. */
export async function requestPasswordReset(email: string, captcha?: string): Promise<void> {
  await http.request('/api/users/password', {
    method: 'POST',
    body: { user: { email, captcha } },
    retries: 0,
    logCode: 'REMIND_PASSWORD_ERROR',
  });
}

/** `PUT /api/users/password`: a new password with the reminder's token. */
export async function resetPassword(input: {
  token: string;
  password: string;
  passwordConfirmation: string;
}): Promise<void> {
  await http.request('/api/users/password', {
    method: 'PUT',
    body: {
      user: {
        reset_password_token: input.token,
        password: input.password,
        password_confirmation: input.passwordConfirmation,
      },
    },
    retries: 0,
    logCode: 'RESET_PASSWORD_ERROR',
  });
}

/** `GET /api/users/confirmation`: spends the e-mail link's token. */
export async function confirmEmail(token: string): Promise<void> {
  await http.request('/api/users/confirmation', {
    query: { confirmation_token: token },
    retries: 1,
    logCode: 'CONFIRM_EMAIL_ERROR',
  });
}

/** `POST /api/auth_providers/update_details`: the fields a social sign-up did not supply. */
export async function completeAuthDetails(details: {
  country?: string;
  terms_acceptance?: boolean;
  receive_promos?: boolean;
}): Promise<SessionPlayer> {
  const player = await http.request('/api/auth_providers/update_details', {
    method: 'POST',
    body: { user: details },
    schema: sessionPlayerSchema,
    retries: 0,
    logCode: 'UPDATE_AUTH_DETAILS_ERROR',
  });
  if (!player) throw new Error('update_details answered without a profile');
  return player;
}

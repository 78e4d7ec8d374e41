import { http } from '../../../lib/http/api';

export type PasswordChange = { current_password: string; password: string; password_confirmation: string };

/**
 * `PUT /api/player/password`. The server ends every other session and renews this one's cookie, so the player
 * stays signed in here. Never retried: a second attempt after a lost answer would fail on the old password.
 */
export async function changePassword(change: PasswordChange): Promise<void> {
  await http.request('/api/player/password', {
    method: 'PUT',
    body: { user: change },
    logCode: 'CHANGE_PASSWORD_ERROR',
    retries: 0,
  });
}

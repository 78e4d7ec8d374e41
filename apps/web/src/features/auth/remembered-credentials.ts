/**
 * Remembered-credentials login (engagement §5) with the browser's Credential Management API. Only Chromium
 * browsers have password credentials; elsewhere both calls do nothing and the login form is the way in.
 */
type PasswordCredentialInit = { id: string; password: string; name?: string };
type StoredPasswordCredential = Credential & { password?: string };
type WithPasswordCredential = typeof globalThis & {
  PasswordCredential?: new (init: PasswordCredentialInit) => Credential;
};

function passwordCredentialClass() {
  return (globalThis as WithPasswordCredential).PasswordCredential;
}

/** A saved e-mail and password the browser offers; null (fall back to the form) without one that has an id. */
export async function rememberedCredential(): Promise<{ email: string; password: string } | null> {
  if (!passwordCredentialClass() || !navigator.credentials) return null;
  try {
    const options = { password: true, mediation: 'optional' } as CredentialRequestOptions;
    const credential = (await navigator.credentials.get(options)) as StoredPasswordCredential | null;
    if (!credential || credential.type !== 'password' || !credential.id || !credential.password) return null;
    return { email: credential.id, password: credential.password };
  } catch {
    return null;
  }
}

/** Offers to save what just worked, so the next visit can log in from the browser's prompt. */
export function rememberCredential(email: string, password: string): void {
  const PasswordCredential = passwordCredentialClass();
  if (!PasswordCredential || !navigator.credentials) return;
  void navigator.credentials.store(new PasswordCredential({ id: email, password })).catch(() => undefined);
}

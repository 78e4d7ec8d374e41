import { authProviderInfoSchema } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation';
import * as z from 'zod/mini';
import { buttonClassName } from '../../../components/ui/button';
import { useFeatureFlags } from '../../../lib/feature-flags/feature-flags';
import { http } from '../../../lib/http/api';
import { safeRedirect } from '../hooks/use-finish-sign-in';
import styles from '../../../components/account/account-form.module.css';
import { AUTH_PROVIDER_LABELS, isKnownAuthProvider } from '../../../components/account/auth-provider-labels';

const providersSchema = z.array(authProviderInfoSchema);

/**
 * "Continue with Google" while the social-auth flag is on. A plain link: the server starts the OpenID Connect
 * redirect and brings the browser back to `redirect` signed in (or with `auth_error`).
 */
export function SocialSignIn({ redirect }: { redirect?: string }) {
  const { t } = useTranslation();
  const { socialAuth } = useFeatureFlags();
  const { data: providers = [] } = useQuery({
    queryKey: ['info', 'auth-providers'],
    queryFn: async ({ signal }) =>
      (await http.request('/api/info/auth_providers', { schema: providersSchema, signal })) ?? [],
    // Only enabled providers this build can show.
    select: (list) =>
      list.filter(({ enabled }) => enabled).flatMap(({ name }) => (isKnownAuthProvider(name) ? [name] : [])),
    enabled: socialAuth,
    staleTime: 10 * 60_000,
  });
  if (!socialAuth || providers.length === 0) return null;
  const back = safeRedirect(redirect) ?? `${window.location.pathname}${window.location.search}`;
  return (
    <div className={styles.social}>
      <p className={styles.divider}>{t('auth.or')}</p>
      {providers.map((name) => (
        <a
          key={name}
          className={buttonClassName({ variant: 'secondary', size: 'lg', block: true })}
          href={`/api/auth/${name}?${new URLSearchParams({ redirect: back }).toString()}`}
        >
          {t('auth.continueWith', { provider: AUTH_PROVIDER_LABELS[name] })}
        </a>
      ))}
    </div>
  );
}

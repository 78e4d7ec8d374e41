import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { AUTH_PROVIDER_LABELS } from '../../../components/account/auth-provider-labels';
import { Button, buttonClassName } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { HttpError } from '../../../lib/http/http-error';
import { useLocalizedPath } from '../../../lib/i18n/use-locale';
import { authProvidersQueryOptions, linkAuthProviderUrl, unlinkAuthProvider } from '../api/auth-providers';
import { profileKeys } from '../api/profile-query-keys';
import { CardLoadError, ProfileCard, StatePill } from './profile-card';
import profileStyles from './profile.module.css';
import styles from './social-providers.module.css';

type AuthErrorKey = 'conflict' | 'forbidden' | 'tokenInvalid' | 'generic';

/** The server's `auth_error` codes after a failed link, as the message a player can act on. */
function authErrorKey(code: string): AuthErrorKey {
  switch (code) {
    case 'CONFLICT':
      return 'conflict';
    case 'FORBIDDEN':
      return 'forbidden';
    case 'TOKEN_INVALID':
      return 'tokenInvalid';
    default:
      return 'generic';
  }
}

/** Linked social log-ins: connect (a redirect through the provider and back here) and disconnect. */
export function SocialProvidersCard() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const providers = useQuery(authProvidersQueryOptions());
  const [busyId, setBusyId] = useState<number | null>(null);
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const authError = searchParams.get('auth_error');
  const back = localize('/profile/security');

  const disconnect = async (linkId: number, label: string) => {
    setBusyId(linkId);
    setResult(null);
    try {
      await unlinkAuthProvider(linkId);
      await queryClient.invalidateQueries({ queryKey: profileKeys.authProviders() });
      setResult({ tone: 'success', text: t('profile.security.providers.disconnected', { provider: label }) });
    } catch (error) {
      // The only sign-in method cannot go: the player would be locked out of their own account.
      const onlyWayIn = error instanceof HttpError && error.code === 'CONFLICT';
      setResult({
        tone: 'danger',
        text: onlyWayIn
          ? t('profile.security.providers.needsPassword')
          : t('profile.security.providers.errors.generic'),
      });
    } finally {
      setBusyId(null);
    }
  };

  const content = () => {
    if (providers.isPending) return <Skeleton height={64} />;
    if (providers.isError) return <CardLoadError onRetry={() => void providers.refetch()} />;
    if (providers.data.length === 0) return <p className={styles.detail}>{t('profile.security.providers.empty')}</p>;
    return (
      <ul className={styles.list}>
        {providers.data.map((provider) => {
          const label = AUTH_PROVIDER_LABELS[provider.name];
          const linkId = provider.connected ? provider.id : null;
          return (
            <li key={provider.name} className={styles.provider} data-provider={provider.name}>
              <span className={styles.logo} aria-hidden="true">
                {label.charAt(0)}
              </span>
              <span className={styles.text}>
                <span className={styles.name}>{label}</span>
                <span className={styles.detail}>
                  {provider.connected && provider.email
                    ? t('profile.security.providers.connectedAs', { email: provider.email })
                    : provider.connected
                      ? t('profile.security.providers.connected')
                      : t('profile.security.providers.notConnected')}
                </span>
              </span>
              {linkId !== null ? (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={busyId === linkId}
                  aria-label={t('profile.security.providers.disconnectLabel', { provider: label })}
                  onClick={() => void disconnect(linkId, label)}
                >
                  {t('profile.security.providers.disconnect')}
                </Button>
              ) : (
                <a
                  className={buttonClassName({ size: 'sm' })}
                  href={linkAuthProviderUrl(provider.name, back)}
                  aria-label={t('profile.security.providers.connectLabel', { provider: label })}
                >
                  {t('profile.security.providers.connect')}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    );
  };

  return (
    <ProfileCard
      icon="globe"
      title={t('profile.security.providers.title')}
      lead={t('profile.security.providers.lead')}
      aside={
        providers.data?.some((provider) => provider.connected) ? (
          <StatePill on>{t('profile.security.providers.connected')}</StatePill>
        ) : null
      }
      name="providers"
    >
      {authError ? (
        <FormAlert tone="danger">{t(`profile.security.providers.errors.${authErrorKey(authError)}`)}</FormAlert>
      ) : null}
      <div className={profileStyles.live} aria-live="polite">
        {result ? <FormAlert tone={result.tone}>{result.text}</FormAlert> : null}
      </div>
      <div aria-busy={providers.isPending}>{content()}</div>
    </ProfileCard>
  );
}

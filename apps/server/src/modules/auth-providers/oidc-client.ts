import type { AuthProviderName } from '@casino/contracts';
import * as client from 'openid-client';

export type OidcProviderConfig = {
  name: AuthProviderName;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The callback URL registered with the provider; derived from the site URL when absent. */
  redirectUrl: string | undefined;
};

export type OidcClaims = {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
};

export type OidcClient = ReturnType<typeof createOidcClient>;

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * An OpenID Connect relying party (authorization code flow with PKCE, state and nonce) for one provider.
 * Discovery runs on first use, not at start-up, so a provider outage does not stop the server.
 */
export function createOidcClient(config: OidcProviderConfig) {
  let discovered: Promise<client.Configuration> | undefined;

  function configuration(): Promise<client.Configuration> {
    discovered ??= client
      .discovery(new URL(config.issuer), config.clientId, config.clientSecret, undefined, {
        // Plain HTTP only for a provider on this machine (development and tests); real providers are HTTPS.
        execute: new URL(config.issuer).protocol === 'http:' ? [client.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  }

  return {
    name: config.name,
    redirectUri: (siteUrl: string) => config.redirectUrl ?? `${siteUrl}/api/auth/${config.name}/callback`,

    async authorizationUrl(params: { redirectUri: string; state: string; nonce: string; codeVerifier: string }) {
      return client.buildAuthorizationUrl(await configuration(), {
        redirect_uri: params.redirectUri,
        scope: 'openid email profile',
        state: params.state,
        nonce: params.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(params.codeVerifier),
        code_challenge_method: 'S256',
      });
    },

    /** Exchanges the code from the callback URL and returns who the provider says the person is. */
    async claims(params: {
      callbackUrl: URL;
      redirectUri: string;
      state: string;
      nonce: string;
      codeVerifier: string;
    }): Promise<OidcClaims> {
      const oidc = await configuration();
      const tokens = await client.authorizationCodeGrant(
        oidc,
        params.callbackUrl,
        { expectedState: params.state, expectedNonce: params.nonce, pkceCodeVerifier: params.codeVerifier },
        { redirect_uri: params.redirectUri },
      );
      const idToken = tokens.claims();
      if (!idToken) throw new Error('the provider returned no ID token');
      // Providers differ in what they put in the ID token; the userinfo endpoint has the rest.
      const userInfo = await client.fetchUserInfo(oidc, tokens.access_token, idToken.sub).catch(() => undefined);
      const claim = (name: string) => idToken[name] ?? userInfo?.[name];
      return {
        subject: idToken.sub,
        email: text(claim('email'))?.toLowerCase() ?? null,
        emailVerified: claim('email_verified') === true,
        givenName: text(claim('given_name')),
        familyName: text(claim('family_name')),
      };
    },
  };
}

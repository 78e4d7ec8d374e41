import { linkedAuthProviderSchema } from '@casino/contracts';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http/api';
import { profileKeys } from './profile-query-keys';

const linkedProvidersSchema = linkedAuthProviderSchema.array();

/** `GET /api/auth_providers`: each provider the site offers and whether this player has linked it. */
export const authProvidersQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.authProviders(),
    queryFn: async ({ signal }) =>
      (await http.request('/api/auth_providers', {
        schema: linkedProvidersSchema,
        signal,
        logCode: 'LOAD_AUTH_PROVIDERS_ERROR',
      })) ?? [],
  });

/** `DELETE /api/auth_providers/{id}`: unlinks; 409 CONFLICT while it is the only way to sign in. */
export async function unlinkAuthProvider(id: number): Promise<void> {
  await http.request(`/api/auth_providers/${id}`, { method: 'DELETE', retries: 0 });
}

/** Where the server starts linking: a full page navigation to the provider and back to `redirect`. */
export function linkAuthProviderUrl(name: string, redirect: string): string {
  return `/api/auth/${encodeURIComponent(name)}?${new URLSearchParams({ redirect }).toString()}`;
}

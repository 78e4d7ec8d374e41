import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { queryKeys } from '../query-keys';
import { useSession } from './get-player';
import { setSessionEnding } from './session-ending';

function Status() {
  const session = useSession();
  return <>{`${session.status}:${session.player?.id ?? '-'}`}</>;
}

function statusWith(player: unknown): string {
  const queryClient = new QueryClient();
  queryClient.setQueryData(queryKeys.player(), player);
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <Status />
    </QueryClientProvider>,
  );
}

describe('the login state the chrome reads', () => {
  afterEach(() => setSessionEnding(false));

  it('is the player, or a guest for no profile', () => {
    expect(statusWith({ id: 4242 })).toBe('player:4242');
    expect(statusWith(null)).toBe('guest:-');
  });

  it('is not yet known while a sign-out is with the server: neither the player nor a guest is shown', () => {
    setSessionEnding(true);
    expect(statusWith({ id: 4242 })).toBe('pending:-');
    setSessionEnding(false);
    expect(statusWith({ id: 4242 })).toBe('player:4242');
  });
});

import type { LocaleCode, StudioSession } from '@casino/contracts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { StudioApiError, type StudioApi } from '../lib/api/studio-api';
import { createTranslator, type Messages } from '../lib/i18n/i18n';
import { I18nProvider } from '../lib/i18n/i18n-context';
import { postToParent } from '../lib/parent/parent-messages';
import { createSoundEngine } from '../lib/sound/sound-engine';
import { GameScreen } from './game-screen';
import { LoadingScreen, NetworkErrorScreen, SessionEndedScreen } from './screens';

type Boot =
  | { state: 'loading' }
  | { state: 'ready'; session: StudioSession }
  | { state: 'session-invalid' }
  | { state: 'network-error' };

type AppProps = { readonly api: StudioApi | undefined; readonly locale: LocaleCode; readonly messages: Messages };

/** Loads the session, then shows the game, or says why it cannot (a dead session, a lost connection). */
export function App({ api, locale, messages }: AppProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const i18n = useMemo(() => ({ t, locale }), [t, locale]);
  const sound = useMemo(() => createSoundEngine(), []);
  const [boot, setBoot] = useState<Boot>(api ? { state: 'loading' } : { state: 'session-invalid' });
  const [attempt, setAttempt] = useState(0);

  const sessionInvalid = useCallback(() => {
    setBoot({ state: 'session-invalid' });
    postToParent({ type: 'studio:session-invalid' });
  }, []);

  useEffect(() => {
    if (!api) {
      postToParent({ type: 'studio:session-invalid' });
      return;
    }
    let current = true;
    api.session().then(
      (session) => current && setBoot({ state: 'ready', session }),
      (error: unknown) => {
        if (!current) return;
        if (error instanceof StudioApiError && error.kind === 'session-invalid') sessionInvalid();
        else setBoot({ state: 'network-error' });
      },
    );
    return () => {
      current = false;
    };
  }, [api, attempt, sessionInvalid]);

  // The game page shows its own spinner until the frame has something to show.
  const firstScreen = boot.state !== 'loading';
  useEffect(() => {
    if (firstScreen) postToParent({ type: 'studio:ready' });
  }, [firstScreen]);

  return (
    <I18nProvider value={i18n}>
      {boot.state === 'loading' && <LoadingScreen label={t('app.loading')} />}
      {boot.state === 'session-invalid' && <SessionEndedScreen t={t} />}
      {boot.state === 'network-error' && (
        <NetworkErrorScreen
          t={t}
          onRetry={() => {
            setBoot({ state: 'loading' });
            setAttempt((n) => n + 1);
          }}
        />
      )}
      {boot.state === 'ready' && api && (
        <GameScreen api={api} session={boot.session} sound={sound} onSessionInvalid={sessionInvalid} />
      )}
    </I18nProvider>
  );
}

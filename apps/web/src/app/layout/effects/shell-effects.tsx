import type { ShellState } from '../use-shell-state';
import { useEntryParams } from './use-entry-params';
import { useHashEffects } from './use-hash-effects';
import { useIdleTitle } from './use-idle-title';
import { useIosWebviewExit } from './use-ios-webview-exit';
import { useLimitWarning } from './use-limit-warning';
import { useSessionEffects } from './use-session-effects';
import { useWwwRedirect } from './use-www-redirect';

/**
 * The shell's behaviour that no first paint needs: hash actions, entry parameters, session reactions, the
 * limit-reached warning, idle title, iOS web-view notice, www redirect. A component so the layout can load it once the browser is idle.
 */
export function ShellEffects({ shell }: { shell: ShellState }) {
  useHashEffects();
  useIdleTitle();
  useIosWebviewExit();
  useEntryParams();
  useSessionEffects(shell);
  useLimitWarning(shell.loggedIn);
  useWwwRedirect(shell.menuContext.flags.disableWww);
  return null;
}

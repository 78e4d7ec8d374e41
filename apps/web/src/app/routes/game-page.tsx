import { GameLaunchPage } from '../../features/game-play/routes/game-launch-page';
import { RealityCheck } from '../../features/limits/reality-check/reality-check';

/**
 * `/play/{producer}/{name}`: the game page with the reality check (RTS 13) watching real play. Composed here because
 * features never import each other; the app is the one place that puts them side by side.
 */
export function GamePage() {
  return <GameLaunchPage RealPlayWatch={RealityCheck} />;
}

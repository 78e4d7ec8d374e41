import { useNavigate } from 'react-router';
import { useLocalizedPath } from '../../../lib/i18n/use-locale';
import { hasInAppHistory } from '../utils/in-app-history';

/**
 * Leaves the game: back to the page the player came from, or to the lobby for a game opened from outside (a link,
 * a new tab). The toolbar's close and the reality check's "leave" go the same way.
 */
export function useLeaveGame(): () => void {
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  return () => {
    if (hasInAppHistory(window.history.state)) void navigate(-1);
    else void navigate(localize('/'));
  };
}

import { FormAlert } from '../../../components/ui/form/form-alert';

/** The outcome of the player's last action on a gift, said once at the top of the list. */
export type GiftNotice = { id: number; tone: 'success' | 'danger'; text: string };

/**
 * Shown above the tabs and focused when it appears: the button the player pressed may be gone (an activated gift
 * leaves the "New" tab), so focus lands on the words that say what happened, and a screen reader reads them. A new
 * notice is a new element (keyed by id), so a repeated outcome is read again.
 */
export function GiftNoticeLine({ notice }: { notice: GiftNotice | null }) {
  if (!notice) return null;
  return (
    <FormAlert key={notice.id} tone={notice.tone} focusOnShow>
      {notice.text}
    </FormAlert>
  );
}

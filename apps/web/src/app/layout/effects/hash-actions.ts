import type { ModalId } from '../../../lib/modals/modal-ids';

/** Hashes that open a modal (platform-core §2). */
const MODAL_HASHES: Readonly<Record<string, ModalId>> = {
  'sign-in': 'login',
  'sign-up': 'sign-up',
  remind: 'remind-password',
  'new-password': 'new-password',
  'users/password/edit': 'new-password',
  'profile/password/edit': 'new-password',
};

export type HashAction =
  | { type: 'modal'; modal: ModalId }
  | { type: 'chat' }
  | { type: 'sport'; sub: string | undefined }
  | { type: 'scroll'; targetId: string };

/** What a URL hash asks for: a modal, the support chat, the sports site, or a scroll to an element. */
export function hashAction(hash: string): HashAction | null {
  const value = decodeHash(hash.replace(/^#/, ''));
  if (!value) return null;
  // Own keys only: `#constructor` must not find Object's constructor and treat it as a modal id.
  const modal = Object.hasOwn(MODAL_HASHES, value) ? MODAL_HASHES[value] : undefined;
  if (modal) return { type: 'modal', modal };
  if (value === 'chat') return { type: 'chat' };
  if (value === 'sport') return { type: 'sport', sub: undefined };
  if (value.startsWith('sport_') && value.length > 'sport_'.length) return { type: 'sport', sub: value.slice(6) };
  return { type: 'scroll', targetId: value };
}

/** A malformed escape (`#100%`, `#%E0`) is a hash nobody can act on, not a reason to crash the layout. */
function decodeHash(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

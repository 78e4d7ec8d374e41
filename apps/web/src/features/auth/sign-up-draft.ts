import { readStored, writeStored } from '../../lib/storage/browser-storage';
import { STORAGE_KEYS } from '../../lib/storage/storage-keys';

/** What the sign-up form keeps while it is not sent (`autocomplete_form`): never the password. */
export type SignUpDraft = Partial<{ email: string; currency: string; country: string; nickname: string }>;

const DRAFT_FIELDS = ['email', 'currency', 'country', 'nickname'] as const;

export function readSignUpDraft(): SignUpDraft {
  try {
    const parsed: unknown = JSON.parse(readStored('local', STORAGE_KEYS.autocompleteForm) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    const draft: SignUpDraft = {};
    for (const field of DRAFT_FIELDS) {
      const value = (parsed as Record<string, unknown>)[field];
      if (typeof value === 'string' && value.length <= 254) draft[field] = value;
    }
    return draft;
  } catch {
    return {};
  }
}

export function saveSignUpDraft(values: SignUpDraft): void {
  const draft: SignUpDraft = {};
  for (const field of DRAFT_FIELDS) if (values[field]) draft[field] = values[field];
  writeStored('local', STORAGE_KEYS.autocompleteForm, JSON.stringify(draft));
}

export function clearSignUpDraft(): void {
  writeStored('local', STORAGE_KEYS.autocompleteForm, null);
}

import { createStore, useStore } from '../store/create-store';
import { readStored, writeStored } from '../storage/browser-storage';
import { STORAGE_KEYS } from '../storage/storage-keys';

/** The feature flags of platform-core §6. They live in the browser and are edited on `/ffc`. */
export const FEATURE_FLAGS = [
  'techWork',
  'disableWww',
  'promoBannerInEnterButton',
  'compPoints',
  'abRegistration',
  'mysticJackpots',
  'testQuests',
  'showAllWidgets',
  'allProviders',
  'socialAuth',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
export type FeatureFlags = Readonly<Record<FeatureFlag, boolean>>;

/** What a visitor who never opened `/ffc` gets: the product as sold, no experiments. */
export const DEFAULT_FEATURE_FLAGS: FeatureFlags = {
  techWork: false,
  disableWww: false,
  promoBannerInEnterButton: true,
  compPoints: true,
  abRegistration: false,
  mysticJackpots: false,
  testQuests: false,
  showAllWidgets: false,
  allProviders: false,
  socialAuth: false,
};

/** Stored flags override the defaults one by one, so a flag added later starts at its default. */
export function parseStoredFlags(raw: string | null): FeatureFlags {
  if (!raw) return DEFAULT_FEATURE_FLAGS;
  try {
    const stored: unknown = JSON.parse(raw);
    if (typeof stored !== 'object' || stored === null) return DEFAULT_FEATURE_FLAGS;
    const flags = { ...DEFAULT_FEATURE_FLAGS };
    for (const flag of FEATURE_FLAGS) {
      const value = (stored as Record<string, unknown>)[flag];
      if (typeof value === 'boolean') flags[flag] = value;
    }
    return flags;
  } catch {
    return DEFAULT_FEATURE_FLAGS;
  }
}

const flagsStore = createStore<FeatureFlags>(parseStoredFlags(readStored('local', STORAGE_KEYS.featureFlags)));

export function setFeatureFlag(flag: FeatureFlag, enabled: boolean): void {
  flagsStore.set((current) => ({ ...current, [flag]: enabled }));
  writeStored('local', STORAGE_KEYS.featureFlags, JSON.stringify(flagsStore.get()));
}

export function resetFeatureFlags(): void {
  flagsStore.set(DEFAULT_FEATURE_FLAGS);
  writeStored('local', STORAGE_KEYS.featureFlags, null);
}

export function useFeatureFlags(): FeatureFlags {
  return useStore(flagsStore);
}

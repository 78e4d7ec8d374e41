import { createContext, lazy, useContext, useState, type ComponentType } from 'react';

/**
 * The modules of the lazy parts a render drew. Only the server's render of a first screen provides a set; in the
 * browser nothing is noted.
 */
export const DrawnPartsContext = createContext<Set<string> | null>(null);

const loaders = new Map<string, () => Promise<unknown>>();

/**
 * `React.lazy` for a part of the shell the server may draw on a first screen (a card, the header's player menu).
 * A lazy part whose code has not arrived when the browser takes the page over stays the server's drawing until it
 * does, and React drops a tap on it meanwhile (it cannot take a part over without its code): a guest who tapped
 * "Leave" on the Australian card saw nothing happen. So the server notes the parts it drew (first-screen-state.ts),
 * the page comes with their styles and names their scripts with the app's, and the browser loads their code before
 * it takes the page over (`loadDrawnParts`). Elsewhere it is `React.lazy`: a part nobody drew loads when first shown.
 *
 * `module` is the part's module as the build's manifest names it (`src/app/layout/widgets/australian-card.tsx`,
 * the file `load` imports; first-screen-pages.test.ts checks the two agree). Declare it in a module the app's entry
 * imports (the shell), not in a lazy chunk: the browser looks the parts up before it takes the page over, when only
 * those modules have run.
 */
export function drawnLazy<Props extends object>(
  module: string,
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  // One request at a time; a failed one is forgotten, so drawing the part later asks again.
  const loadOnce = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  loaders.set(module, loadOnce);
  const Lazy = lazy(async () => ({ default: await loadOnce() }));

  function DrawnLazy(props: Props) {
    const drawn = useContext(DrawnPartsContext);
    // Chosen once per mount: a part whose code is here is drawn as it is, without a moment suspended (which would
    // leave it the server's drawing); switching between the two later would mount it again and lose its state.
    const [Part] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    // Only a part drawn in full is noted: one still suspended is sent as its fallback, for the browser to draw.
    if (Part !== Lazy) drawn?.add(module);
    return <Part {...props} />;
  }
  DrawnLazy.displayName = `DrawnLazy(${module})`;
  return DrawnLazy;
}

/**
 * Loads the code of the parts the server drew, before the browser takes the page over. A part that fails to load
 * is left to `React.lazy`, which asks for it again when the part is drawn (and fails there as any lazy part whose
 * chunk cannot be had, inside its `LazyPart`); the rest of the page is taken over all the same.
 */
export async function loadDrawnParts(modules: readonly string[]): Promise<void> {
  await Promise.all(
    modules.map((module) =>
      loaders
        .get(module)?.()
        .catch(() => undefined),
    ),
  );
}

/** Every part declared: the server loads them all before its first render, so even the first visitor's is drawn. */
export function loadEveryDrawnPart(): Promise<void> {
  return loadDrawnParts([...loaders.keys()]);
}

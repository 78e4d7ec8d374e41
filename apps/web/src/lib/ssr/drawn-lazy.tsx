import { createContext, lazy, useContext, useState, type ComponentType } from 'react';

/**
 * The names of the lazy parts a render drew. Only the server's render of a first screen provides a set; in the
 * browser nothing is noted.
 */
export const DrawnPartsContext = createContext<Set<string> | null>(null);

const loaders = new Map<string, () => Promise<unknown>>();

/**
 * `React.lazy` for a part of the shell the server may draw on a first screen (a card, the header's player menu).
 * A lazy part whose code has not arrived when the browser takes the page over stays the server's drawing until it
 * does, and React drops a tap on it meanwhile (it cannot take a part over on demand without its code): a guest who
 * tapped "Leave" on the Australian card saw nothing happen. So the server notes, by `name`, the parts it drew
 * (first-screen-state.ts), and the browser loads their code before it takes the page over (`loadDrawnParts`).
 * Elsewhere it is `React.lazy`: a part nobody drew loads when it is first shown.
 */
export function drawnLazy<Props extends object>(
  name: string,
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  const loadOnce = async () => (loaded ??= await load());
  loaders.set(name, loadOnce);
  const Lazy = lazy(async () => ({ default: await loadOnce() }));

  function DrawnLazy(props: Props) {
    useContext(DrawnPartsContext)?.add(name);
    // Chosen once per mount: a part whose code is here is drawn as it is, without a moment suspended (which would
    // leave it the server's drawing); switching between the two later would mount it again and lose its state.
    const [Part] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return <Part {...props} />;
  }
  DrawnLazy.displayName = `DrawnLazy(${name})`;
  return DrawnLazy;
}

/**
 * Loads the code of the parts the server drew, before the browser takes the page over. One that fails to load
 * is left lazy (it is fetched again when drawn, as before), so the page is taken over all the same.
 */
export async function loadDrawnParts(names: readonly string[]): Promise<void> {
  await Promise.all(
    names.map((name) =>
      loaders
        .get(name)?.()
        .catch(() => undefined),
    ),
  );
}

import type { Page } from 'playwright-core';

/**
 * One commit of React's, as the page saw it: how many components it drew, and for each watched element how many of
 * the drawn components hold it (draw it, or draw what contains it). All -1 when the walk failed.
 */
export type CommitSummary = { components: number; holding: Record<string, number> };

/**
 * Records every commit React makes on the page through the hook React's developer tools use (production builds
 * call it too), so a test can tell what a change drew again without a timer. A component counts as drawn when it
 * was mounted or its function ran in that commit; the walk skips subtrees React left untouched, as the developer
 * tools do. `watched` names elements by selector (the first match, looked up at each commit): `{ shell:
 * '#main-content' }` counts the drawn components that hold the page's `<main>`, the shell and whatever is above it.
 */
export async function recordCommits(page: Page, watched: Record<string, string>): Promise<void> {
  await page.addInitScript((selectors: Record<string, string>) => {
    type Fiber = {
      tag: number;
      flags: number;
      child: Fiber | null;
      sibling: Fiber | null;
      alternate: Fiber | null;
      stateNode: unknown;
    };
    const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]); // function, class, forwardRef, memo, simple memo
    const HOST_COMPONENT = 5;
    const PERFORMED_WORK = 1;
    const commits: { components: number; holding: Record<string, number> }[] = [];
    const names = Object.keys(selectors);
    (window as unknown as { __commits: typeof commits }).__commits = commits;

    const hostNodes = (fiber: Fiber): Node[] => {
      if (fiber.tag === HOST_COMPONENT) return [fiber.stateNode as Node];
      const nodes: Node[] = [];
      for (let child = fiber.child; child; child = child.sibling) nodes.push(...hostNodes(child));
      return nodes;
    };
    const holds = (fiber: Fiber, element: Element | null) =>
      element !== null && hostNodes(fiber).some((node) => node === element || node.contains(element));

    const summarise = (root: Fiber) => {
      const elements = names.map((name) => document.querySelector(selectors[name]!));
      const summary = { components: 0, holding: Object.fromEntries(names.map((name) => [name, 0])) };
      const visit = (fiber: Fiber) => {
        const drawn = COMPONENT_TAGS.has(fiber.tag) && (!fiber.alternate || (fiber.flags & PERFORMED_WORK) !== 0);
        if (drawn) {
          summary.components += 1;
          names.forEach((name, index) => {
            if (holds(fiber, elements[index]!)) summary.holding[name]! += 1;
          });
        }
        // A subtree React did not visit keeps the children of its last commit.
        if (fiber.alternate && fiber.child === fiber.alternate.child) return;
        for (let child = fiber.child; child; child = child.sibling) visit(child);
      };
      visit(root);
      commits.push(summary);
    };
    // React swallows what its developer tools' hook throws: a commit the walk failed on is recorded as such.
    const record = (root: Fiber) => {
      try {
        summarise(root);
      } catch {
        commits.push({ components: -1, holding: Object.fromEntries(names.map((name) => [name, -1])) });
      }
    };

    (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: object }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      isDisabled: false,
      inject: () => 1,
      checkDCE: () => {},
      onCommitFiberRoot: (_renderer: number, root: { current: Fiber }) => record(root.current),
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
    };
  }, watched);
}

/** The commits recorded since the page loaded, the hydrating one first. */
export function recordedCommits(page: Page): Promise<CommitSummary[]> {
  return page.evaluate(() => (window as unknown as { __commits: CommitSummary[] }).__commits);
}

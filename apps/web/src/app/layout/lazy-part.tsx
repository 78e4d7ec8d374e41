import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { showToast } from '../../lib/toasts/toast-store';

type LazyPartProps = {
  children: ReactNode;
  /** Drawn while the part's code is on its way. */
  loading?: ReactNode;
  /** Drawn instead of the part once it failed; nothing by default. */
  failed?: ReactNode;
  /**
   * A part the player asked for (a modal, the menu), or one they must see (the Australian confirmation, the review
   * of their play history), tells them it failed, with a way to reload; the rest (the footer's links, the survey)
   * just stay away.
   */
  announce?: boolean;
};

type BoundaryState = { failed: boolean };

/**
 * Keeps a failure inside the part that failed. Its code arrives in a chunk of its own, and a chunk can fail to
 * arrive (a dropped connection on a phone, or a release that replaced the files while the page was open); before
 * this, that failure, or any error the part threw, reached the root and replaced the whole page with the error page.
 * React's lazy components remember a failed import, so the part is not asked for again; reloading the page is what
 * fetches the new release's files.
 */
class PartBoundary extends Component<Omit<LazyPartProps, 'loading'>, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A part of the page failed to load or draw', error, info.componentStack);
    if (this.props.announce) showToast('APP.PART_NOT_LOADED', { action: { label: 'reload', onSelect: reloadPage } });
  }

  override render(): ReactNode {
    return this.state.failed ? (this.props.failed ?? null) : this.props.children;
  }
}

/** Fetches the page again, and with it the files of the release now served. */
export function reloadPage(): void {
  window.location.reload();
}

/** A lazily loaded part of the shell: its loading state, and its failure kept to itself. */
export function LazyPart({ children, loading = null, ...failure }: LazyPartProps) {
  return (
    <PartBoundary {...failure}>
      <Suspense fallback={loading}>{children}</Suspense>
    </PartBoundary>
  );
}

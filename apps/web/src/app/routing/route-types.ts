import type { Messages } from '@casino/messages';
import type { ComponentType } from 'react';
import type { IconName } from '../../components/ui/icon';
import type { PageToggle } from '../../lib/config/page-toggles';
import type { ModalId, ModalProps } from '../../lib/modals/modal-ids';

/** Who may open a route: everyone, logged-in players (requiresAuth) or guests (requiresGuest). */
export type Access = 'all' | 'auth' | 'guest';

/**
 * How a route shows: as a page; as a popup over the main lobby (sign-in, sign-up, ...); or as a cashbox modal
 * that never renders a page of its own (platform-core §2).
 */
export type RouteKind = 'page' | 'popup' | 'cashbox';

export type SectionKey = keyof Messages['sections'];
export type SubpageKey = keyof Messages['pages'];
export type MenuLabelKey = keyof Messages['menu'];

/** What a "coming soon" page shows: the feature's section, and the sub-page within it if there is one. */
export type ComingSoonHandle = { section: SectionKey; subpage?: SubpageKey };

export type LazyComponent = () => Promise<{ Component: ComponentType }>;

export type MenuMeta = { label: MenuLabelKey; icon: IconName; badge?: 'new' };

export type RouteEntry = {
  /** The route name of the specs, e.g. `tournamentsLottery`. */
  name: string;
  /** Relative to the locale root, without a leading slash; '' is the main lobby. */
  path: string;
  access: Access;
  kind: RouteKind;
  /** The modal a popup or cashbox route opens. */
  modal?: ModalId;
  /** Props the route adds to its modal's (the query's), e.g. `/deposit-bonus` opening the bonus choice. */
  modalProps?: ModalProps;
  /** The page toggle (manage-promotion-pages) that must be on, and where to go when it is off. */
  toggle?: PageToggle;
  toggleFallback?: string;
  /** Not allowed for guests under the legal-restriction flag (the game page, region code 451). */
  legalRestricted?: boolean;
  /** Code-split page component; popups render the main lobby under their modal. */
  component: LazyComponent;
  comingSoon?: ComingSoonHandle;
  menu?: MenuMeta;
};

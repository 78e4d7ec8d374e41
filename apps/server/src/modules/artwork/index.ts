/** Artwork: game tiles, provider logos and backdrops drawn on the server as SVG. Other modules use this entry only. */
export { SLOT_ART_THEMES } from './artwork-themes';
export { artworkRoutes } from './artwork.routes';

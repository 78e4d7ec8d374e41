/**
 * Running as the installed app (opened from the home screen) rather than in a browser tab: such players join the
 * PWA group, and are not asked to install the app (platform-core §4).
 */
export function runsAsInstalledApp(): boolean {
  return window.matchMedia('(display-mode: standalone)').matches;
}

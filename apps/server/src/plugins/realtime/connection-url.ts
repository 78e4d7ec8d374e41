const WEBSOCKET_SCHEMES: Record<string, string> = { 'http:': 'ws:', 'https:': 'wss:' };

/**
 * The WebSocket URL a browser should open: `publicUrl` when the operator set one (a CDN host, or a Centrifugo
 * cluster), otherwise the endpoint on the origin the request came in on, so it works behind any host name.
 */
export function realtimeUrl(baseUrl: string, path: string, publicUrl?: string): string {
  if (publicUrl !== undefined && publicUrl !== '') return publicUrl;
  const url = new URL(path, baseUrl);
  url.protocol = WEBSOCKET_SCHEMES[url.protocol] ?? url.protocol;
  return url.toString();
}

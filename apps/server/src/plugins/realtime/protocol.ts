// Centrifugo client protocol v2, JSON flavour, as the official `centrifuge` client (v5) speaks it: each WebSocket
// text frame carries one or more JSON objects separated by '\n' (the client batches commands that way, and decodes
// our replies the same way). A command is `{ id, <method>: params }`; a reply echoes the id with either a result
// under the same method name or `error`. Asynchronous pushes have no id: `{ push: { channel, pub } }`. An empty
// object is a ping from the server and the client's pong back.

export type ProtocolError = { readonly code: number; readonly message: string; readonly temporary?: boolean };

// Codes are Centrifugo's, because the client decides from them whether to retry: below 100, `temporary` and 109
// are retried (109 after fetching a new token), anything else moves the subscription/connection to a final state.
export const PROTOCOL_ERRORS = {
  internal: { code: 100, message: 'internal server error', temporary: true },
  permissionDenied: { code: 103, message: 'permission denied' },
  methodNotFound: { code: 104, message: 'method not found' },
  alreadySubscribed: { code: 105, message: 'already subscribed' },
  limitExceeded: { code: 106, message: 'limit exceeded' },
  badRequest: { code: 107, message: 'bad request' },
  notAvailable: { code: 108, message: 'not available' },
  tokenExpired: { code: 109, message: 'token expired' },
} as const satisfies Record<string, ProtocolError>;

export type Disconnect = { readonly code: number; readonly reason: string };

// Sent as the WebSocket close code. The client reconnects after 3000–3499 and stops for good after 3500–3999, so a
// client that would only repeat its mistake (bad token, bad frame) is told not to come back.
export const DISCONNECTS = {
  shutdown: { code: 3001, reason: 'shutdown' },
  internal: { code: 3004, reason: 'internal server error' },
  slow: { code: 3008, reason: 'slow' },
  noPong: { code: 3012, reason: 'no pong' },
  tooManyRequests: { code: 3013, reason: 'too many requests' },
  invalidToken: { code: 3500, reason: 'invalid token' },
  badRequest: { code: 3501, reason: 'bad request' },
  stale: { code: 3502, reason: 'stale' },
  // 1009 is the WebSocket code the client maps to "message size limit", which it does not retry either.
  messageTooBig: { code: 1009, reason: 'message too big' },
} as const satisfies Record<string, Disconnect>;

const METHODS = [
  'connect',
  'subscribe',
  'unsubscribe',
  'publish',
  'presence',
  'presence_stats',
  'history',
  'ping',
  'send',
  'rpc',
  'refresh',
  'sub_refresh',
] as const;

export type Method = (typeof METHODS)[number];

export type Command = {
  /** 0 when absent: only pongs and asynchronous `send` messages may omit it. */
  id: number;
  /** `pong` is the empty object; `unknown` is a method this server does not know. */
  method: Method | 'pong' | 'unknown';
  params: Record<string, unknown>;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toCommand(value: unknown): Command | null {
  if (!isRecord(value)) return null;
  const id = value.id ?? 0;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 0) return null;
  const method = METHODS.find((name) => name in value);
  if (method === undefined) {
    const hasOtherFields = Object.keys(value).some((key) => key !== 'id');
    return { id, method: id === 0 && !hasOtherFields ? 'pong' : 'unknown', params: {} };
  }
  const params = value[method] ?? {};
  if (!isRecord(params)) return null;
  return { id, method, params };
}

/** Every command in a frame, or null when any line is not a well-formed command (the whole frame is rejected). */
export function decodeCommands(frame: string): Command[] | null {
  const commands: Command[] = [];
  for (const line of frame.split('\n')) {
    if (line.trim() === '') continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      return null;
    }
    const command = toCommand(parsed);
    if (command === null) return null;
    commands.push(command);
  }
  return commands;
}

export function encodeResult(id: number, method: Method, result: Record<string, unknown>): string {
  return JSON.stringify({ id, [method]: result });
}

export function encodeError(id: number, error: ProtocolError): string {
  return JSON.stringify({ id, error });
}

/** The server ping; the client answers with the same empty object. */
export const PING_FRAME = '{}';

/**
 * `payload` is already JSON (it crossed the broker as a string), so it is spliced in rather than parsed and
 * re-serialised: one publication is encoded once per process, however many sockets receive it.
 */
export function encodePublicationPush(channel: string, payload: string): string {
  return `{"push":{"channel":${JSON.stringify(channel)},"pub":{"data":${payload}}}}`;
}

import Fastify from 'fastify';
import { realtimePlugin } from '../../apps/server/src/plugins/realtime/realtime.plugin';

// The realtime hub alone, as each server process runs it: a live table's results go out through `publish`, and with
// REDIS_URL every process delivers them to its own sockets. The parent sends `{publish: {channel, data}}` and asks
// for a connection token with `{token: true}`.
const app = Fastify({ logger: false });
await app.register(realtimePlugin, {
  secret: 'bench-realtime-secret-0123456789abcdef',
  redisUrl: process.env.REDIS_URL,
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.on('message', (message: { publish?: { channel: string; data: unknown }; token?: boolean }) => {
  if (message.publish) {
    const { channel, data } = message.publish;
    void (app.realtime.publish as (channel: string, data: unknown) => Promise<void>)(channel, data);
  }
  if (message.token) {
    void app.realtime.connectionFor(null, address).then((connection) => process.send?.({ connection }));
  }
});
process.send?.({ address });

import Fastify from 'fastify';

// The baseline: a bare Fastify route that parses a JSON body and answers a small JSON object.
const app = Fastify({ logger: false });
app.post('/bare', async () => ({ ok: true }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ address });

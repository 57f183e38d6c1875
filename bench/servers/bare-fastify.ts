// The baseline the catalogue is measured against: the fastest thing Fastify can answer on this machine.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 4900) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));

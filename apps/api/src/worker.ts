// `npm run worker`: the background role of the API image. The same start-up as the API (configuration,
// database, migrations under a lock, the job queue) without the API: it runs the shop's jobs (jobs/registry.ts),
// as many worker processes as wanted, none running a job another runs. Its only HTTP is a small listener on
// WORKER_HEALTH_PORT (9464; worker-health.ts): /health/live, /health/ready and /metrics.
process.env.ROLE = 'worker';
await import('./main');

export {};

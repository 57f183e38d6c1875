// `npm run worker`: the background role of the API image. The same start-up as the API (configuration,
// database, migrations under a lock, the job queue) without HTTP: it runs the shop's jobs (jobs/registry.ts), as
// many worker processes as wanted, none running a job another runs.
process.env.ROLE = 'worker';
await import('./main');

export {};

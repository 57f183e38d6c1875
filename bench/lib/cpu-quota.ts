// A slower machine on a faster one: the bench process, and everything it starts afterwards (the servers, nginx,
// Lighthouse's Chrome), confined to a share of the CPU through a Linux control group. Lighthouse's score moves with
// the machine's speed, and our pages fall behind the bare Next.js page on slow machines more than on fast ones
// (decision 008), so a fast machine needs a way to show what a slow one would.
//
// The quota is CPU time per 10 ms period for the whole group, in cores: 0.75 lets the group run 7.5 ms of every
// 10 ms on all cores together. A short period keeps the stalls short, so the group runs slowly rather than in bursts.
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const CGROUP_ROOT = '/sys/fs/cgroup';
const PERIOD_US = 10_000;

/** Parses the quota setting: a number of cores above 0 and at most 64, or undefined when unset. */
export function parseCpuQuota(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const cores = Number(value);
  if (!Number.isFinite(cores) || cores <= 0 || cores > 64)
    throw new Error(`${name} is a number of cores above 0 and at most 64 (e.g. 0.75), not ${JSON.stringify(value)}`);
  return cores;
}

/** Moves this process into a new control group limited to `cores` of CPU time; returns the undo. Needs root and a
 * writable cgroup file system (v1's cpu controller, or v2 with cpu enabled for the root's children). */
export function confineToCpuQuota(cores: number): () => void {
  const quotaUs = Math.round(cores * PERIOD_US);
  const name = `dukan-bench-${process.pid}`;
  const v2 = existsSync(path.join(CGROUP_ROOT, 'cgroup.controllers'));
  const parent = v2 ? CGROUP_ROOT : path.join(CGROUP_ROOT, 'cpu');
  const group = path.join(parent, name);
  try {
    if (v2 && !readFileSync(path.join(parent, 'cgroup.subtree_control'), 'utf8').split(/\s+/).includes('cpu'))
      writeFileSync(path.join(parent, 'cgroup.subtree_control'), '+cpu');
    mkdirSync(group);
    if (v2) writeFileSync(path.join(group, 'cpu.max'), `${quotaUs} ${PERIOD_US}`);
    else {
      writeFileSync(path.join(group, 'cpu.cfs_period_us'), String(PERIOD_US));
      writeFileSync(path.join(group, 'cpu.cfs_quota_us'), String(quotaUs));
    }
    writeFileSync(path.join(group, 'cgroup.procs'), String(process.pid));
  } catch (error) {
    if (existsSync(group)) rmdirSync(group);
    throw new Error(
      `cannot confine the bench to ${cores} cores under ${parent} (root and a writable cgroup cpu controller are needed): ${(error as Error).message}`,
    );
  }
  return () => {
    writeFileSync(path.join(parent, 'cgroup.procs'), String(process.pid));
    // The group can only be removed once every process the bench started has left it.
    try {
      rmdirSync(group);
    } catch {
      // a child still exiting; the empty group is harmless and named after this process
    }
  };
}

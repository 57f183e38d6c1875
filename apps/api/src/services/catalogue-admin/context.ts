// What every catalogue write needs: the database, the search engine to re-index what changed, the change bus
// to tell caches, and who is writing (for the audit log and the stock ledger).
import type { StaffActor } from '@dukan/core/contract/staff-actor';
import type { SearchEngine } from '../../adapters/search-engine/types';
import type { Database } from '../../db/client';
import type { ApiMessageKey } from '../../http/messages';
import type { ChangeBus, ChangeTag } from '../changes';
import { refuse, type ServiceResult } from '../result';

export interface CatalogueWriter {
  db: Database;
  search: SearchEngine;
  changes: ChangeBus;
  actor: StaffActor;
  requestId?: string;
  /** Re-indexing failed after a commit: the write stands; the next write or a reindex heals search. */
  onSearchError: (error: unknown) => void;
}

/** Thrown inside a transaction to roll it back with an answer for the caller. */
export class WriteRefused extends Error {
  constructor(readonly result: ServiceResult<never>) {
    super('write refused');
  }
}

/** A refusal naming the field at fault (422: the body is well-formed, what it points at is not). */
export function refuseField(field: string, key: ApiMessageKey, status = 422): ServiceResult<never> {
  return refuse(status, 'invalid_input', { errors: { [field]: [key] } });
}

export function fail(result: ServiceResult<never>): never {
  throw new WriteRefused(result);
}

/** Runs a write; a WriteRefused thrown inside becomes its result. */
export async function refusable<T>(work: () => Promise<ServiceResult<T>>): Promise<ServiceResult<T>> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof WriteRefused) return error.result;
    throw error;
  }
}

/** PostgreSQL's error code, through Drizzle's wrapper when there is one. */
export function databaseErrorCode(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

/**
 * After a commit: products whose searchable text changed are re-indexed before the answer (so a search right
 * after finds them), then every cache is told. Search failing must not turn a committed write into an error.
 */
export async function afterProductWrite(writer: CatalogueWriter, productIds: number[], extra: ChangeTag[] = []) {
  if (productIds.length) {
    try {
      await writer.search.indexProducts(productIds);
    } catch (error) {
      writer.onSearchError(error);
    }
  }
  await writer.changes.publish(['catalogue', 'search', ...extra, ...productIds.map((id) => `product:${id}` as const)]);
}

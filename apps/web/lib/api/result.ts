export interface ApiError {
  /** HTTP status; 0 when no response arrived (network failure, invalid JSON, unexpected shape). */
  status: number;
  message: string;
  /** Field errors or a messages map from the server. */
  errors?: Record<string, string[]>;
  body?: unknown;
}

export type Result<T> = { ok: true; data: T } | { ok: false; error: ApiError };

export const ok = <T>(data: T): Result<T> => ({ ok: true, data });
export const fail = <T = never>(error: ApiError): Result<T> => ({ ok: false, error });

// The access token's expiry rule (spec §4): it counts as expired when its expiry is missing or past.

export interface AccessToken {
  value: string;
  /** Epoch milliseconds; null when the server did not say. */
  expiresAt: number | null;
}

/**
 * Renew this long before the stated expiry, so a token is never sent that dies on its way to the API
 * (clock skew between browser and server, slow networks).
 */
export const TOKEN_EXPIRY_MARGIN_MS = 10_000;

export function tokenFromResponse(
  response: { accessToken: string; accessTokenExpiresIn?: number | null },
  now: number,
): AccessToken {
  const seconds = response.accessTokenExpiresIn;
  const expiresAt =
    typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? now + seconds * 1000 : null;
  return { value: response.accessToken, expiresAt };
}

export function isTokenExpired(token: AccessToken | null, now: number): boolean {
  if (!token || token.value === '') return true;
  if (token.expiresAt === null) return true;
  return token.expiresAt - TOKEN_EXPIRY_MARGIN_MS <= now;
}

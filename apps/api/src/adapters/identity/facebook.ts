// Facebook sign-in: the storefront hands over a user access token. It proves who the shopper is only when
// Facebook, asked with our app's own credentials (debug_token), says it is valid and was issued to our app;
// a token issued to any other app would otherwise let that app sign its users in here.
import { createHmac } from 'node:crypto';
import type { IdentityVerifier, VerifiedIdentity } from './types';

export interface FacebookOptions {
  appId: string;
  appSecret: string;
  /** https://graph.facebook.com/v21.0; a local Graph stub in tests. */
  graphUrl: string;
  timeoutMs?: number;
  /** How Graph is reached; the sign-in simulator (simulator.ts) answers in this process. */
  fetchImpl?: typeof fetch;
}

interface DebugToken {
  data?: { is_valid?: boolean; app_id?: string; user_id?: string };
}

interface GraphUser {
  id?: string;
  email?: string;
  first_name?: string;
  last_name?: string;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

export class FacebookIdentityVerifier implements IdentityVerifier {
  readonly provider = 'facebook' as const;
  readonly enabled = true;
  private readonly base: string;

  constructor(private readonly options: FacebookOptions) {
    this.base = options.graphUrl.replace(/\/+$/, '');
  }

  async verify(token: string): Promise<VerifiedIdentity | null> {
    const { appId, appSecret } = this.options;
    const debug = await this.get<DebugToken>('/debug_token', {
      input_token: token,
      access_token: `${appId}|${appSecret}`,
    });
    if (debug?.data?.is_valid !== true || debug.data.app_id !== appId) return null;

    // appsecret_proof lets the call pass when the app requires it, and is harmless when it does not.
    const me = await this.get<GraphUser>('/me', {
      fields: 'id,email,first_name,last_name',
      access_token: token,
      appsecret_proof: createHmac('sha256', appSecret).update(token).digest('hex'),
    });
    const subject = text(me?.id);
    if (!subject || (debug.data.user_id !== undefined && debug.data.user_id !== subject)) return null;
    return {
      provider: 'facebook',
      subject,
      // Graph returns only an address the person has confirmed with Facebook.
      email: text(me!.email)?.toLowerCase() ?? null,
      firstName: text(me!.first_name),
      lastName: text(me!.last_name),
    };
  }

  /** The JSON of a successful GET, or null for any failure. */
  private async get<T>(path: string, query: Record<string, string>): Promise<T | null> {
    try {
      const response = await (this.options.fetchImpl ?? fetch)(`${this.base}${path}?${new URLSearchParams(query)}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5_000),
      });
      if (!response.ok) return null;
      return (await response.json()) as T;
    } catch {
      return null;
    }
  }
}

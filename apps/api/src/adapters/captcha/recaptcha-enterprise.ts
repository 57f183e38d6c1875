// reCAPTCHA Enterprise assessments (projects.assessments.create). Every doubt fails closed: a token that is
// missing, invalid, minted for another action or scored as a bot is refused, and so is any call whose
// answer we could not read, because an unassessed sign-up is exactly what an attacker would aim for.
import type { CaptchaAction, CaptchaVerdict, CaptchaVerifier } from './types';

export interface RecaptchaEnterpriseOptions {
  projectId: string;
  apiKey: string;
  siteKey: string;
  /** https://recaptchaenterprise.googleapis.com; a local fake in tests. */
  apiUrl: string;
  /** Scores run from 0 (bot) to 1 (human); below this the call is refused. */
  minScore: number;
  timeoutMs?: number;
}

interface Assessment {
  tokenProperties?: { valid?: boolean; invalidReason?: string; action?: string };
  riskAnalysis?: { score?: number; reasons?: string[] };
}

const DEFAULT_TIMEOUT_MS = 5_000;
// Real tokens are a few kilobytes; anything far larger is not worth sending to Google.
const TOKEN_MAX_LENGTH = 8_192;

export class RecaptchaEnterpriseVerifier implements CaptchaVerifier {
  readonly enabled = true;
  private readonly endpoint: string;

  constructor(private readonly options: RecaptchaEnterpriseOptions) {
    const base = options.apiUrl.replace(/\/+$/, '');
    const project = encodeURIComponent(options.projectId);
    this.endpoint = `${base}/v1/projects/${project}/assessments?key=${encodeURIComponent(options.apiKey)}`;
  }

  async verify(
    token: string | null | undefined,
    action: CaptchaAction,
    context: { ip?: string; userAgent?: string },
  ): Promise<CaptchaVerdict> {
    const trimmed = token?.trim();
    // The storefront sends the string "null" when it could not mint a token (spec §7).
    if (!trimmed || trimmed === 'null') return { ok: false, reason: 'missing' };
    if (trimmed.length > TOKEN_MAX_LENGTH) return { ok: false, reason: 'invalid' };

    const event: Record<string, string> = { token: trimmed, siteKey: this.options.siteKey, expectedAction: action };
    if (context.ip) event.userIpAddress = context.ip;
    if (context.userAgent) event.userAgent = context.userAgent;

    let assessment: Assessment;
    try {
      const response = await fetch(this.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ event }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
      if (!response.ok) return { ok: false, reason: 'unavailable' };
      assessment = (await response.json()) as Assessment;
    } catch {
      return { ok: false, reason: 'unavailable' };
    }

    if (assessment.tokenProperties?.valid !== true) {
      return assessment.tokenProperties ? { ok: false, reason: 'invalid' } : { ok: false, reason: 'unavailable' };
    }
    if (assessment.tokenProperties.action !== action) return { ok: false, reason: 'wrong_action' };
    const score = assessment.riskAnalysis?.score;
    if (typeof score !== 'number') return { ok: false, reason: 'unavailable' };
    if (score < this.options.minScore) return { ok: false, reason: 'low_score' };
    return { ok: true, score };
  }
}

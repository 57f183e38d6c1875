// The Idempotency-Key of `POST /api/orders`. One key per checkout attempt: a retry after a lost answer (no
// response, a gateway error) sends the same key with the same body, so the API answers with the order it
// already made instead of making a second one. A new key is made when the body changes (the API refuses a
// known key with another body) and after a definite refusal (a 4xx: the shopper fixes something and tries
// again, which is a new attempt).

export function randomKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  // randomUUID needs a secure context; a shop opened over plain http on a LAN address still gets 128 random bits.
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Whether an answer settles the attempt: a 4xx says the server decided (429 asks to try the same again later). */
export function settlesAttempt(status: number): boolean {
  return status >= 400 && status < 500 && status !== 429;
}

export interface OrderAttempts {
  /** The key to send with this body: the pending attempt's when the body is the same, else a new one. */
  keyFor(body: unknown): string;
  /** Records the answer's status (0: none came); a settling answer ends the attempt. */
  answered(status: number): void;
}

export function createOrderAttempts(newKey: () => string = randomKey): OrderAttempts {
  let pending: { key: string; body: string } | null = null;
  return {
    keyFor(body) {
      const json = JSON.stringify(body);
      if (pending && pending.body === json) return pending.key;
      pending = { key: newKey(), body: json };
      return pending.key;
    },
    answered(status) {
      if (settlesAttempt(status)) pending = null;
    },
  };
}

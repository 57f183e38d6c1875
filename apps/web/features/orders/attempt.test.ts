import { IdempotencyKey } from '@dukan/core/contract/orders';
import { describe, expect, it } from 'vitest';
import { createOrderAttempts, randomKey, settlesAttempt } from './attempt';

function counter() {
  let n = 0;
  return () => `key-${String(++n).padStart(8, '0')}`;
}

describe('order attempts', () => {
  it('a retry of the same body after no answer or a gateway error keeps the key', () => {
    const attempts = createOrderAttempts(counter());
    const first = attempts.keyFor({ a: 1 });
    attempts.answered(0);
    expect(attempts.keyFor({ a: 1 })).toBe(first);
    attempts.answered(502);
    expect(attempts.keyFor({ a: 1 })).toBe(first);
    attempts.answered(429);
    expect(attempts.keyFor({ a: 1 })).toBe(first);
  });

  it('a changed body is a new attempt (the API refuses a known key with another body)', () => {
    const attempts = createOrderAttempts(counter());
    const first = attempts.keyFor({ a: 1 });
    attempts.answered(0);
    expect(attempts.keyFor({ a: 2 })).not.toBe(first);
  });

  it('after a refusal (409 out of stock, 422) the same body is tried as a new attempt', () => {
    const attempts = createOrderAttempts(counter());
    const first = attempts.keyFor({ a: 1 });
    attempts.answered(409);
    expect(attempts.keyFor({ a: 1 })).not.toBe(first);
  });

  it('settling statuses are the 4xx but 429', () => {
    expect([400, 401, 409, 422].every(settlesAttempt)).toBe(true);
    expect([0, 200, 201, 429, 500, 503].some(settlesAttempt)).toBe(false);
  });

  it('random keys are accepted by the API and differ', () => {
    const a = randomKey();
    const b = randomKey();
    expect(IdempotencyKey.safeParse(a).success).toBe(true);
    expect(a).not.toBe(b);
  });
});

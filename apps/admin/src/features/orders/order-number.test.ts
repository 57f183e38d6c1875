import { describe, expect, it } from 'vitest';
import { formatIdentifier, formatNumber } from '../../i18n/format';

describe('order numbers', () => {
  it('are written in the language’s digits and never grouped like amounts', () => {
    expect(formatIdentifier(100001, 'en')).toBe('100001');
    expect(formatIdentifier(100001, 'ar')).toBe('١٠٠٠٠١');
    expect(formatIdentifier(100001, 'ku')).toBe('١٠٠٠٠١');
    expect(formatNumber(100001, 'en')).not.toBe('100001');
  });
});

import { describe, expect, it } from 'vitest';
import { isolateLatinRuns } from './bidi';

const LRI = '\u2066';
const PDI = '\u2069';
const shown = (s: string) => s.replaceAll(LRI, '⟨').replaceAll(PDI, '⟩');

describe('isolateLatinRuns', () => {
  it('keeps a phone number whole on Kurdish and Arabic pages', () => {
    expect(shown(isolateLatinRuns('+964 750 123 4567', 'ku'))).toBe('⟨+964 750 123 4567⟩');
    expect(shown(isolateLatinRuns('اتصل على +964 750 123 4567 الآن', 'ar'))).toBe('اتصل على ⟨+964 750 123 4567⟩ الآن');
  });

  it('keeps energy classes, model numbers and addresses in their order', () => {
    expect(shown(isolateLatinRuns('کەمخەرجی کارەبا، پلەی A++', 'ku'))).toBe('کەمخەرجی کارەبا، پلەی ⟨A++⟩');
    expect(shown(isolateLatinRuns('A++ و A+++', 'ku'))).toBe('⟨A++⟩ و ⟨A+++⟩');
    expect(shown(isolateLatinRuns('مۆدێل RT-42 لە Samsung', 'ku'))).toBe('مۆدێل ⟨RT-42⟩ لە ⟨Samsung⟩');
    expect(shown(isolateLatinRuns('ئیمەیڵ: info@dukan.iq', 'ku'))).toBe('ئیمەیڵ: ⟨info@dukan.iq⟩');
  });

  it('isolates a list of symbols, and leaves plain numbers and Arabic-script text alone', () => {
    expect(shown(isolateLatinRuns('هێمایەک، وەک ! ? # -', 'ku'))).toBe('هێمایەک، وەک ⟨! ? # -⟩');
    expect(isolateLatinRuns('تا 15% داشکاندن', 'ku')).toBe('تا 15% داشکاندن');
    expect(isolateLatinRuns('١٬٠٠٠ دینار', 'ku')).toBe('١٬٠٠٠ دینار');
  });

  it('changes nothing on English pages', () => {
    expect(isolateLatinRuns('Call +964 750 123 4567', 'en')).toBe('Call +964 750 123 4567');
  });
});

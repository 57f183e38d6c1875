import { describe, expect, it } from 'vitest';
import { isolateLatinRuns, isolateLatinRunsInParts } from './bidi';

const LRI = '\u2066';
const PDI = '\u2069';
const join = (parts: { text: string }[]) => parts.map((p) => p.text).join('');

describe('isolateLatinRunsInParts', () => {
  it('isolates a run that crosses a search match as one run', () => {
    const parts = [
      { text: 'ساردکەرەوەی ', highlighted: false },
      { text: 'Samsung', highlighted: true },
      { text: ' RT42 A+', highlighted: false },
    ];
    const out = isolateLatinRunsInParts(parts, 'ku');
    expect(out.map((p) => p.highlighted)).toEqual([false, true, false]);
    expect(out[1]!.text).toBe(`${LRI}Samsung`);
    expect(out[2]!.text).toBe(` RT42 A+${PDI}`);
    expect(join(out)).toBe(isolateLatinRuns(join(parts), 'ku'));
  });

  it('keeps an isolate inside a part when the run is', () => {
    const out = isolateLatinRunsInParts(
      [
        { text: 'تەلەفزیۆنی ', highlighted: true },
        { text: 'LG 55UR', highlighted: false },
      ],
      'ar',
    );
    expect(out[1]!.text).toBe(`${LRI}LG 55UR${PDI}`);
    expect(out[0]!.text).toBe('تەلەفزیۆنی ');
  });

  it('changes nothing on English pages or in text without Latin runs', () => {
    const parts = [{ text: 'Samsung', highlighted: true }];
    expect(isolateLatinRunsInParts(parts, 'en')).toEqual(parts);
    const kurdish = [{ text: 'مێز', highlighted: true }];
    expect(isolateLatinRunsInParts(kurdish, 'ku')).toEqual(kurdish);
  });
});

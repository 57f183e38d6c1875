import { describe, expect, it } from 'vitest';
import { dropdownPlacement } from './placement';

describe('dropdownPlacement', () => {
  it('opens below when more than 200 px are free under the input', () => {
    expect(dropdownPlacement(201)).toBe('below');
    expect(dropdownPlacement(800)).toBe('below');
  });

  it('opens above at 200 px or less', () => {
    expect(dropdownPlacement(200)).toBe('above');
    expect(dropdownPlacement(0)).toBe('above');
    expect(dropdownPlacement(-40)).toBe('above');
  });
});

/** Spec §4/§9: the country list opens below only when more than this many pixels are free under the input. */
export const DROPDOWN_MIN_SPACE_BELOW_PX = 200;

export type DropdownPlacement = 'below' | 'above';

export function dropdownPlacement(spaceBelowPx: number): DropdownPlacement {
  return spaceBelowPx > DROPDOWN_MIN_SPACE_BELOW_PX ? 'below' : 'above';
}

import { describe, expect, it } from 'vitest';
import { getText } from '@/i18n/text';
import { openingStateText, weekRows } from './hours-text';

const HOURS = [
  { day: 6, open: '09:00', close: '21:00' },
  { day: 5, open: '16:00', close: '01:00' },
];

describe('opening hours as text', () => {
  it('writes the week from Saturday in the page language, a closed day without periods', () => {
    const en = weekRows(getText('en', 'showroom'), HOURS);
    expect(en.map((row) => row.day)).toEqual([6, 0, 1, 2, 3, 4, 5]);
    expect(en[0]).toEqual({ day: 6, name: 'Saturday', periods: ['9:00 AM – 9:00 PM'] });
    expect(en[1]!.periods).toEqual([]);
    const ku = weekRows(getText('ku', 'showroom'), HOURS);
    expect(ku[0]!.name).toBe('شەممە');
    // Sorani times in Arabic-Indic digits only.
    expect(ku[0]!.periods[0]).toMatch(/٩/);
    expect(ku[0]!.periods[0]).not.toMatch(/[0-9]/);
  });

  it('says when an open or closed state changes, naming the day only when it is not today', () => {
    const t = getText('en', 'showroom');
    expect(openingStateText(t, { open: true, closesAt: { day: 6, time: '21:00' } }, 6)).toEqual({
      label: 'Open now',
      detail: 'Closes at 9:00 PM',
    });
    expect(openingStateText(t, { open: true, closesAt: { day: 6, time: '01:00' } }, 5)).toEqual({
      label: 'Open now',
      detail: 'Closes Saturday at 1:00 AM',
    });
    expect(openingStateText(t, { open: false, opensAt: { day: 5, time: '16:00' } }, 5).detail).toBe(
      'Opens today at 4:00 PM',
    );
    expect(openingStateText(t, { open: false, opensAt: null }, 5)).toEqual({ label: 'Closed now', detail: null });
  });
});

import { describe, expect, it } from 'vitest';
import {
  baghdadClock,
  IRAQ_WEEK,
  openingState,
  parseClock,
  weekSchedule,
  weekdayAsUtcDate,
  type OpeningPeriod,
} from './opening-hours';

/** A moment given as Baghdad wall-clock time (UTC+3 all year). */
const baghdad = (local: string) => new Date(`${local}+03:00`);
// 3 May 2025 was a Saturday, 4 May a Sunday, 9 May a Friday.
const SAT = '2025-05-03';
const SUN = '2025-05-04';
const MON = '2025-05-05';
const FRI = '2025-05-09';

const every = (open: string, close: string, days = [0, 1, 2, 3, 4, 5, 6]): OpeningPeriod[] =>
  days.map((day) => ({ day, open, close }));

describe('parseClock', () => {
  it('reads HH:MM and refuses anything else', () => {
    expect(parseClock('00:00')).toBe(0);
    expect(parseClock('09:30')).toBe(570);
    expect(parseClock('23:59')).toBe(1439);
    for (const bad of ['9:30', '24:01', '12:60', '25:00', 'noon', '', '12:00:00']) expect(parseClock(bad)).toBeNull();
  });
  it('allows 24:00 only as a closing time', () => {
    expect(parseClock('24:00')).toBeNull();
    expect(parseClock('24:00', true)).toBe(1440);
  });
});

describe('baghdadClock', () => {
  it('reads Baghdad time, three hours ahead of UTC in winter and in summer alike', () => {
    expect(baghdadClock(new Date('2025-01-15T22:30:00Z'))).toEqual({ day: 4, minute: 90 }); // Thu 01:30
    expect(baghdadClock(new Date('2025-07-15T22:30:00Z'))).toEqual({ day: 3, minute: 90 }); // Wed 01:30
    expect(baghdadClock(baghdad(`${SAT}T00:00`))).toEqual({ day: 6, minute: 0 });
  });
});

describe('openingState', () => {
  const hours = every('09:00', '21:00', [0, 1, 2, 3, 4, 6]).concat({ day: 5, open: '14:00', close: '21:00' });

  it('is open inside the hours and says when it closes', () => {
    expect(openingState(hours, baghdad(`${MON}T09:00`))).toEqual({ open: true, closesAt: { day: 1, time: '21:00' } });
    expect(openingState(hours, baghdad(`${MON}T20:59`))).toMatchObject({ open: true });
  });

  it('is closed at the closing minute and says when it opens next', () => {
    expect(openingState(hours, baghdad(`${MON}T21:00`))).toEqual({ open: false, opensAt: { day: 2, time: '09:00' } });
    expect(openingState(hours, baghdad(`${MON}T08:59`))).toEqual({ open: false, opensAt: { day: 1, time: '09:00' } });
  });

  it('follows a shorter day (Friday afternoons only)', () => {
    expect(openingState(hours, baghdad(`${FRI}T10:00`))).toEqual({ open: false, opensAt: { day: 5, time: '14:00' } });
    expect(openingState(hours, baghdad(`${FRI}T15:00`))).toMatchObject({ open: true });
  });

  it('judges by Baghdad time, not by the server clock: 19:30 UTC is 22:30 in Baghdad', () => {
    expect(openingState(hours, new Date(`${MON}T17:30:00Z`))).toMatchObject({ open: true });
    expect(openingState(hours, new Date(`${MON}T19:30:00Z`))).toMatchObject({ open: false });
  });

  it('keeps a period that closes after midnight open into the next day (10:00–01:00)', () => {
    const late = every('10:00', '01:00');
    expect(openingState(late, baghdad(`${MON}T23:30`))).toEqual({ open: true, closesAt: { day: 2, time: '01:00' } });
    expect(openingState(late, baghdad(`${MON}T00:30`))).toEqual({ open: true, closesAt: { day: 1, time: '01:00' } });
    expect(openingState(late, baghdad(`${MON}T01:00`))).toEqual({ open: false, opensAt: { day: 1, time: '10:00' } });
  });

  it('carries a Saturday-night period over the end of the week into Sunday', () => {
    const saturdayNight: OpeningPeriod[] = [{ day: 6, open: '18:00', close: '02:00' }];
    expect(openingState(saturdayNight, baghdad(`${SUN}T01:30`))).toEqual({
      open: true,
      closesAt: { day: 0, time: '02:00' },
    });
    expect(openingState(saturdayNight, baghdad(`${SUN}T02:00`))).toEqual({
      open: false,
      opensAt: { day: 6, time: '18:00' },
    });
  });

  it('treats a day without hours as closed, and looks past it for the next opening', () => {
    const noFriday = every('09:00', '22:00', [0, 1, 2, 3, 4, 6]);
    expect(openingState(noFriday, baghdad(`${FRI}T12:00`))).toEqual({
      open: false,
      opensAt: { day: 6, time: '09:00' },
    });
  });

  it('joins periods that touch: open till midnight, then from midnight on', () => {
    const joined: OpeningPeriod[] = [
      { day: 1, open: '18:00', close: '24:00' },
      { day: 2, open: '00:00', close: '03:00' },
    ];
    expect(openingState(joined, baghdad(`${MON}T23:00`))).toEqual({ open: true, closesAt: { day: 2, time: '03:00' } });
  });

  it('reads equal opening and closing times as the whole day, and every day so as never closing', () => {
    expect(openingState(every('00:00', '00:00'), baghdad(`${MON}T03:00`))).toEqual({ open: true, closesAt: null });
    expect(openingState([{ day: 1, open: '08:00', close: '08:00' }], baghdad(`${MON}T07:00`))).toMatchObject({
      open: false,
    });
    expect(openingState([{ day: 1, open: '08:00', close: '08:00' }], baghdad(`${MON}T23:00`))).toEqual({
      open: true,
      closesAt: { day: 2, time: '08:00' },
    });
  });

  it('is closed with no next opening when there are no (readable) hours', () => {
    expect(openingState([], baghdad(`${MON}T12:00`))).toEqual({ open: false, opensAt: null });
    expect(openingState([{ day: 9, open: '09:00', close: '17:00' }], baghdad(`${MON}T12:00`))).toEqual({
      open: false,
      opensAt: null,
    });
    expect(openingState([{ day: 1, open: 'nine', close: '17:00' }], baghdad(`${MON}T12:00`))).toEqual({
      open: false,
      opensAt: null,
    });
  });
});

describe('weekSchedule', () => {
  it('lists the week from Saturday, periods in order, days without any as closed', () => {
    const schedule = weekSchedule([
      { day: 0, open: '16:00', close: '22:00' },
      { day: 0, open: '09:00', close: '13:00' },
      { day: 6, open: '10:00', close: '01:00' },
    ]);
    expect(schedule.map((row) => row.day)).toEqual([...IRAQ_WEEK]);
    expect(schedule[0]).toEqual({ day: 6, periods: [{ open: '10:00', close: '01:00' }] });
    expect(schedule[1]).toEqual({
      day: 0,
      periods: [
        { open: '09:00', close: '13:00' },
        { open: '16:00', close: '22:00' },
      ],
    });
    expect(schedule.slice(2).every((row) => row.periods.length === 0)).toBe(true);
  });
});

describe('weekdayAsUtcDate', () => {
  it('gives a date on the asked weekday', () => {
    for (const day of [0, 1, 2, 3, 4, 5, 6]) expect(weekdayAsUtcDate(day).getUTCDay()).toBe(day);
  });
});

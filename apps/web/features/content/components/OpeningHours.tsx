'use client';

// Showroom pages are served from the cache to every shopper, so what depends on the moment (open or closed now,
// which row is today) is said by the browser, for its own clock in Baghdad's time, and kept current each minute.
// The page's HTML (what a browser without JavaScript shows) has the week's hours without either.
import { baghdadClock, openingState, type OpeningPeriod } from '@dukan/core/content/opening-hours';
import { useSyncExternalStore } from 'react';
import { useText } from '@/i18n/use-text';
import { openingStateText, type WeekRow } from './hours-text';

const MINUTE_MS = 60_000;

function subscribeToClock(onChange: () => void) {
  const timer = setInterval(onChange, MINUTE_MS / 4);
  return () => clearInterval(timer);
}
/** The current minute: the same value until the minute turns, as useSyncExternalStore requires. */
const currentMinute = () => Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;
/** On the server, and while the page hydrates, the moment is unknown. */
const noMoment = () => null;

function useCurrentMinute(): Date | null {
  const minute = useSyncExternalStore(subscribeToClock, currentMinute, noMoment);
  return minute === null ? null : new Date(minute);
}

/** The open/closed badge and when that changes; an empty line of the same height until the browser knows. */
export function OpenNow({ hours }: { hours: readonly OpeningPeriod[] }) {
  const t = useText('showroom');
  const now = useCurrentMinute();
  if (!now) return <p className="min-h-6" data-open-now="" />;
  const state = openingState(hours, now);
  const { label, detail } = openingStateText(t, state, baghdadClock(now).day);
  return (
    <p className="flex min-h-6 flex-wrap items-center gap-2 text-sm" data-open-now={state.open ? 'open' : 'closed'}>
      <span
        className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 font-bold ${
          state.open ? 'bg-brand-100 text-brand-800' : 'bg-stone-200 text-stone-800'
        }`}
      >
        <span aria-hidden="true" className={`h-2 w-2 rounded-full ${state.open ? 'bg-brand-600' : 'bg-stone-500'}`} />
        {label}
      </span>
      {detail ? <span className="text-stone-600">{detail}</span> : null}
    </p>
  );
}

/** The week from Saturday, one row per day: its periods, or "Closed"; today's row is marked once known. */
export function OpeningHoursTable({ rows, captionId }: { rows: readonly WeekRow[]; captionId: string }) {
  const t = useText('showroom');
  const now = useCurrentMinute();
  const today = now ? baghdadClock(now).day : null;
  return (
    <table className="w-full text-sm" aria-labelledby={captionId}>
      <thead className="sr-only">
        <tr>
          <th scope="col">{t('showroom_hours_day')}</th>
          <th scope="col">{t('showroom_hours_time')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const isToday = row.day === today;
          return (
            <tr
              key={row.day}
              aria-current={isToday ? 'date' : undefined}
              className={`border-b border-stone-100 last:border-0 ${isToday ? 'bg-brand-50 font-bold' : ''}`}
            >
              <th scope="row" className="py-2 ps-2 pe-4 text-start font-medium">
                {row.name}
                {isToday ? (
                  <span className="ms-2 text-xs font-normal text-brand-700">({t('showroom_today')})</span>
                ) : null}
              </th>
              <td className="py-2 pe-2 text-end">
                {row.periods.length === 0 ? (
                  <span className="text-stone-500">{t('showroom_closed_day')}</span>
                ) : (
                  row.periods.map((period) => (
                    <span key={period} className="block">
                      {period}
                    </span>
                  ))
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

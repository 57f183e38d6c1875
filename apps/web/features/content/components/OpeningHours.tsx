import { weekSchedule, type OpeningPeriod, type OpeningState } from '@dukan/core/content/opening-hours';
import type { Locale } from '@dukan/core/locales';
import { getText } from '@/i18n/text';
import { clockText, dayName, openingStateText } from './hours-text';

/** The open/closed badge: rendered on the server for the moment of the request (the page is dynamic). */
export function OpenNow({ locale, state, today }: { locale: Locale; state: OpeningState; today: number }) {
  const { label, detail } = openingStateText(locale, state, today);
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm" data-open-now={state.open ? 'open' : 'closed'}>
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

/** The week from Saturday, one row per day: its periods, or "Closed"; today's row is marked. */
export function OpeningHoursTable({
  locale,
  hours,
  today,
  captionId,
}: {
  locale: Locale;
  hours: readonly OpeningPeriod[];
  today: number;
  captionId: string;
}) {
  const tShowroom = getText(locale, 'showroom');
  return (
    <table className="w-full text-sm" aria-labelledby={captionId}>
      <thead className="sr-only">
        <tr>
          <th scope="col">{tShowroom('showroom_hours_day')}</th>
          <th scope="col">{tShowroom('showroom_hours_time')}</th>
        </tr>
      </thead>
      <tbody>
        {weekSchedule(hours).map((row) => {
          const isToday = row.day === today;
          return (
            <tr
              key={row.day}
              aria-current={isToday ? 'date' : undefined}
              className={`border-b border-stone-100 last:border-0 ${isToday ? 'bg-brand-50 font-bold' : ''}`}
            >
              <th scope="row" className="py-2 ps-2 pe-4 text-start font-medium">
                {dayName(locale, row.day)}
                {isToday ? (
                  <span className="ms-2 text-xs font-normal text-brand-700">({tShowroom('showroom_today')})</span>
                ) : null}
              </th>
              <td className="py-2 pe-2 text-end">
                {row.periods.length === 0 ? (
                  <span className="text-stone-500">{tShowroom('showroom_closed_day')}</span>
                ) : (
                  row.periods.map((period) => (
                    <span key={`${period.open}-${period.close}`} className="block">
                      {tShowroom('showroom_time_range', {
                        open: clockText(locale, period.open),
                        close: clockText(locale, period.close),
                      })}
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

import type { DashboardDay } from '@aurelia/contracts';
import { useId } from 'react';
import { day, rupees } from '../../app/format';

const WIDTH = 560;
const HEIGHT = 160;
const GAP = 6;

/**
 * Orders per day as bars, in an SVG that scales with its box. The picture is decorative for assistive
 * technology (aria-hidden): the same figures follow as a table, which is what a screen reader reads.
 */
export function DaysChart({ days }: { days: readonly DashboardDay[] }) {
  const id = useId();
  const most = Math.max(1, ...days.map((entry) => entry.orders));
  const barWidth = days.length > 0 ? (WIDTH - GAP * (days.length - 1)) / days.length : WIDTH;
  return (
    <section aria-labelledby={`${id}-title`} className="bo-stack">
      <h2 id={`${id}-title`} className="bo-subtitle">
        Orders, last {days.length} days
      </h2>
      <svg className="bo-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT + 20}`} aria-hidden="true" focusable="false">
        {days.map((entry, index) => {
          const height = Math.round((entry.orders / most) * HEIGHT);
          const x = index * (barWidth + GAP);
          return (
            <g key={entry.date}>
              <rect className="bo-chart__bar" x={x} y={HEIGHT - height} width={barWidth} height={Math.max(height, 1)} rx={2} />
              {/* The first day's name starts at its bar's left edge and the last day's ends at its right edge: centred
                  under a bar narrower than the words, they would run out of the picture, which cuts them. */}
              {index === 0 && (
                <text className="bo-chart__label" x={x} y={HEIGHT + 16} textAnchor="start">
                  {day(entry.date)}
                </text>
              )}
              {index === days.length - 1 && index > 0 && (
                <text className="bo-chart__label" x={x + barWidth} y={HEIGHT + 16} textAnchor="end">
                  {day(entry.date)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <details className="bo-details">
        <summary>The figures as a table</summary>
        <table className="bo-table">
          <caption className="au-sr-only">Orders and revenue per day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col" className="bo-num">
                Orders
              </th>
              <th scope="col" className="bo-num">
                Revenue
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((entry) => (
              <tr key={entry.date}>
                <th scope="row">{day(entry.date)}</th>
                <td className="bo-num">{entry.orders}</td>
                <td className="bo-num">{rupees(entry.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}

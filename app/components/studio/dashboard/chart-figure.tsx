import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import { useId, type ReactNode } from 'react';

/** One point of a chart: its label on the axis, in the table, and its value. */
export interface ChartPoint {
  label: string;
  value: number;
}

const WIDTH = 640;
const HEIGHT = 200;
const PAD = { top: 12, right: 8, bottom: 24, left: 8 };

/**
 * A dashboard chart (decision 048): the picture is decoration for those who see it; the caption's
 * summary and the table of its numbers (a `<details>`, reached by keyboard and screen readers)
 * say the same. Drawn as SVG on the server with @visx's scales and shapes, so it shows before any
 * script and at any width (the viewBox scales it).
 */
export function ChartFigure({
  kind,
  title,
  summary,
  points,
  columns,
  tableLabel,
  empty,
  note,
  ticks = true,
}: {
  kind: 'bars' | 'line';
  title: string;
  summary: string;
  points: ChartPoint[];
  /** The table's two column headings. */
  columns: [string, string];
  /** The `<details>` summary: "The numbers". */
  tableLabel: string;
  /** Shown instead of the picture when every value is 0. */
  empty: string;
  /** Said under the summary (page views not counted at all, say). */
  note?: ReactNode;
  /** The first and last labels under the axis (dates); off for names. */
  ticks?: boolean;
}) {
  const id = useId();
  const max = Math.max(1, ...points.map((point) => point.value));
  const x = scaleBand<string>({
    domain: points.map((point) => point.label),
    range: [PAD.left, WIDTH - PAD.right],
    padding: 0.2,
  });
  const y = scaleLinear<number>({
    domain: [0, max],
    range: [HEIGHT - PAD.bottom, PAD.top],
    nice: true,
  });
  const nothing = points.every((point) => point.value === 0);
  const first = points[0]?.label;
  const last = points.at(-1)?.label;
  let picture: ReactNode = null;
  if (!nothing)
    picture = (
      <svg
        className="dashboard-chart__svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        <line
          className="dashboard-chart__axis"
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={HEIGHT - PAD.bottom}
          y2={HEIGHT - PAD.bottom}
        />
        {kind === 'bars' ? (
          points.map((point) => {
            const top = y(point.value);
            return (
              <Bar
                key={point.label}
                className="dashboard-chart__bar"
                x={x(point.label) ?? 0}
                y={top}
                width={x.bandwidth()}
                height={HEIGHT - PAD.bottom - top}
              />
            );
          })
        ) : (
          <LinePath<ChartPoint>
            className="dashboard-chart__line"
            data={points}
            x={(point) => (x(point.label) ?? 0) + x.bandwidth() / 2}
            y={(point) => y(point.value)}
          />
        )}
        {ticks ? (
          <>
            <text className="dashboard-chart__tick" x={PAD.left} y={HEIGHT - 6}>
              {first}
            </text>
            <text
              className="dashboard-chart__tick"
              x={WIDTH - PAD.right}
              y={HEIGHT - 6}
              textAnchor="end"
            >
              {last}
            </text>
          </>
        ) : null}
      </svg>
    );
  return (
    <figure className="dashboard-chart" aria-labelledby={`${id}-title`}>
      <figcaption>
        <h3 id={`${id}-title`}>{title}</h3>
        {(nothing ? empty : summary) ? (
          <p className="dashboard-chart__summary">{nothing ? empty : summary}</p>
        ) : null}
        {note}
      </figcaption>
      {picture}
      <details className="dashboard-chart__numbers">
        <summary>{tableLabel}</summary>
        <table className="studio-table">
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{columns[0]}</th>
              <th scope="col">{columns[1]}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.label}>
                <th scope="row">{point.label}</th>
                <td>{point.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

import { useId } from 'react';

interface BarSeries {
  name: string;
  /** A modifier of `.bar-chart__bar--…`: the series' colour. */
  tone: 'primary' | 'soft';
  values: number[];
}

interface BarChartProps {
  /** The chart's heading, also the caption of its table for screen readers. */
  title: string;
  /** One label per bucket: the table's first column. */
  labels: string[];
  /** The shorter labels under the bars (the labels themselves by default). */
  ticks?: string[];
  /** Which labels show under the bars (every one on a short chart). */
  tickEvery?: number;
  /** What the first column of the table is (Period, Hour...). */
  labelHeading: string;
  series: BarSeries[];
  /** A bucket to stress (the busiest hour), by index. */
  highlight?: number | undefined;
}

const HEIGHT = 120;
const GROUP = 12;

/**
 * Vertical bars in plain SVG (no chart library): one group per bucket, one bar per series, scaled to
 * the largest value, with a faint grid. The picture is hidden from screen readers; a table of the same
 * figures (visually hidden) is what they read, so the chart has a full text equivalent.
 */
export function BarChart({
  title,
  labels,
  ticks = labels,
  tickEvery = 1,
  labelHeading,
  series,
  highlight,
}: BarChartProps) {
  const captionId = useId();
  const max = Math.max(1, ...series.flatMap((one) => one.values));
  const width = labels.length * GROUP;
  const barWidth = (GROUP - 3) / series.length;
  return (
    <figure className="bar-chart" aria-labelledby={captionId}>
      <figcaption id={captionId} className="visually-hidden">
        {title}
      </figcaption>
      <div className="bar-chart__plot">
        <span className="bar-chart__max" aria-hidden="true">
          {max}
        </span>
        <svg
          aria-hidden="true"
          focusable="false"
          viewBox={`0 0 ${width} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="bar-chart__svg"
        >
          {[0.5, 1].map((ratio) => (
            <line
              key={ratio}
              className="bar-chart__grid"
              x1={0}
              x2={width}
              y1={HEIGHT - HEIGHT * ratio}
              y2={HEIGHT - HEIGHT * ratio}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {labels.map((label, index) =>
            series.map((one, position) => {
              const value = one.values[index] ?? 0;
              const height = value === 0 ? 0 : Math.max(2, (value / max) * (HEIGHT - 4));
              return (
                <rect
                  key={`${label}-${one.name}`}
                  className={`bar-chart__bar bar-chart__bar--${one.tone}${highlight === index ? ' bar-chart__bar--highlight' : ''}`}
                  x={index * GROUP + 1.5 + position * barWidth}
                  y={HEIGHT - height}
                  width={barWidth - 0.5}
                  height={height}
                  rx={1}
                />
              );
            }),
          )}
          <line
            className="bar-chart__axis"
            x1={0}
            x2={width}
            y1={HEIGHT}
            y2={HEIGHT}
            vectorEffect="non-scaling-stroke"
          />
        </svg>
      </div>
      <div
        className="bar-chart__ticks"
        aria-hidden="true"
        style={{ gridTemplateColumns: `repeat(${labels.length}, 1fr)` }}
      >
        {ticks.map((tick, index) => (
          <span key={`${tick}-${labels[index]}`}>{index % tickEvery === 0 ? tick : ''}</span>
        ))}
      </div>
      {series.length > 1 && (
        <ul className="bar-chart__legend" aria-hidden="true">
          {series.map((one) => (
            <li key={one.name}>
              <span className={`bar-chart__swatch bar-chart__bar--${one.tone}`} />
              {one.name}
            </li>
          ))}
        </ul>
      )}
      <table className="visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeading}</th>
            {series.map((one) => (
              <th key={one.name} scope="col">
                {one.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {labels.map((label, index) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {series.map((one) => (
                <td key={one.name}>{one.values[index] ?? 0}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

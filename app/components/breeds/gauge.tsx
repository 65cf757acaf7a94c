/** Width and height of a breed attribute gauge, in px. */
export const GAUGE_SIZE = 200;

/** A circular gauge: the arc shows `value` percent (already capped at 90 by the server). */
export function Gauge({ label, valueLabel, value }: { label: string; valueLabel: string; value: number }) {
  const stroke = 16;
  const radius = (GAUGE_SIZE - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  return (
    <figure className="gauge" data-value={value}>
      <svg
        viewBox={`0 0 ${GAUGE_SIZE} ${GAUGE_SIZE}`}
        width={GAUGE_SIZE}
        height={GAUGE_SIZE}
        role="img"
        aria-label={`${label}: ${valueLabel}`}
      >
        <circle cx={GAUGE_SIZE / 2} cy={GAUGE_SIZE / 2} r={radius} fill="none" stroke="#e3ebe0" strokeWidth={stroke} />
        <circle
          className="gauge__arc"
          cx={GAUGE_SIZE / 2}
          cy={GAUGE_SIZE / 2}
          r={radius}
          fill="none"
          stroke="currentColor"
          strokeWidth={stroke}
          strokeLinecap="round"
          strokeDasharray={`${(circumference * value) / 100} ${circumference}`}
          transform={`rotate(-90 ${GAUGE_SIZE / 2} ${GAUGE_SIZE / 2})`}
        />
        <text x="50%" y="50%" textAnchor="middle" dominantBaseline="central" className="gauge__text">
          {valueLabel}
        </text>
      </svg>
      <figcaption>{label}</figcaption>
    </figure>
  );
}

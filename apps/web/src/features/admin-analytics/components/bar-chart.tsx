/**
 * A plain SVG bar chart (no charting library: a few hundred bytes instead of tens of kB). It is a
 * picture of the table drawn beside it, so screen readers get a one-line summary and read the table.
 */
export interface Bar {
  label: string;
  value: number;
}

const WIDTH = 480;
const BAR_GAP = 2;

export function BarChart({ bars, title, height = 160 }: { bars: readonly Bar[]; title: string; height?: number }) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  const barWidth = bars.length === 0 ? 0 : WIDTH / bars.length;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-label={`${title}: a bar chart of the table beside it`}
      className="h-40 w-full text-teal-700 dark:text-teal-400"
      preserveAspectRatio="none"
    >
      <line x1={0} y1={height - 0.5} x2={WIDTH} y2={height - 0.5} className="stroke-slate-300 dark:stroke-slate-600" />
      {bars.map((bar, i) => {
        const h = Math.round((bar.value / max) * (height - 4));
        return (
          <rect key={`${bar.label}-${i}`} x={i * barWidth + BAR_GAP / 2} y={height - h} width={Math.max(1, barWidth - BAR_GAP)} height={h} fill="currentColor">
            <title>{`${bar.label}: ${bar.value}`}</title>
          </rect>
        );
      })}
    </svg>
  );
}

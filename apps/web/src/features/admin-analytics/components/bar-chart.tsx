/**
 * A plain SVG bar chart (no charting library: a few hundred bytes instead of tens of kB). It is a
 * picture of the table drawn beside it, so screen readers get a one-line summary and read the table.
 * Its axes are named and scaled (0, half, the largest value) and each bar carries its value when
 * there is room, so the picture can be read without the table too.
 */
export interface Bar {
  label: string;
  value: number;
}

export interface ChartAxes {
  /** What the bars are ('Day', 'Category'). */
  x: string;
  /** What their height measures ('Revenue (₹)', 'Orders'). */
  y: string;
  /** A value as the axis and the bar write it ('₹1,250', '12'). */
  format: (value: number) => string;
}

const WIDTH = 480;
const HEIGHT = 240;
const PLOT = { left: 64, right: 8, top: 18, bottom: 46 };
const BAR_GAP = 2;
/** More bars than this and their values and every name would overlap: name the first, middle and last only. */
const LABELLED_BARS = 8;
const VALUED_BARS = 12;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export function BarChart({ bars, title, axes }: { bars: readonly Bar[]; title: string; axes: ChartAxes }) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const base = PLOT.top + plotHeight;
  const barWidth = bars.length === 0 ? 0 : plotWidth / bars.length;
  const named = (i: number) => bars.length <= LABELLED_BARS || i === 0 || i === bars.length - 1 || i === Math.floor(bars.length / 2);
  const labelChars = Math.max(4, Math.floor(barWidth / 6.5));
  const ticks = [0, max / 2, max];
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={`${title}: a bar chart of the table beside it (${axes.y} by ${axes.x.toLowerCase()})`}
      className="h-auto w-full text-teal-700 dark:text-teal-400"
    >
      <g className="fill-slate-600 text-[10px] dark:fill-slate-300" data-testid="y-axis">
        {ticks.map((tick) => {
          const y = base - (tick / max) * plotHeight;
          return (
            <g key={tick}>
              <line x1={PLOT.left} y1={y} x2={WIDTH - PLOT.right} y2={y} className="stroke-slate-200 dark:stroke-slate-700" />
              <text x={PLOT.left - 4} y={y + 3} textAnchor="end">
                {axes.format(tick)}
              </text>
            </g>
          );
        })}
        <text
          x={10}
          y={PLOT.top + plotHeight / 2}
          textAnchor="middle"
          transform={`rotate(-90 10 ${PLOT.top + plotHeight / 2})`}
          className="font-semibold"
        >
          {axes.y}
        </text>
      </g>
      <line x1={PLOT.left} y1={base + 0.5} x2={WIDTH - PLOT.right} y2={base + 0.5} className="stroke-slate-400 dark:stroke-slate-500" />
      {bars.map((bar, i) => {
        const h = Math.round((bar.value / max) * plotHeight);
        const x = PLOT.left + i * barWidth;
        return (
          <g key={`${bar.label}-${i}`}>
            <rect x={x + BAR_GAP / 2} y={base - h} width={Math.max(1, barWidth - BAR_GAP)} height={h} fill="currentColor">
              <title>{`${bar.label}: ${axes.format(bar.value)}`}</title>
            </rect>
            {bars.length <= VALUED_BARS ? (
              <text
                x={x + barWidth / 2}
                y={base - h - 4}
                textAnchor="middle"
                className="fill-slate-800 text-[10px] dark:fill-slate-100"
                data-testid="bar-value"
              >
                {axes.format(bar.value)}
              </text>
            ) : null}
            {named(i) ? (
              <text
                x={x + barWidth / 2}
                y={base + 14}
                textAnchor={
                  bars.length > LABELLED_BARS && i === 0 ? 'start' : bars.length > LABELLED_BARS && i === bars.length - 1 ? 'end' : 'middle'
                }
                className="fill-slate-600 text-[10px] dark:fill-slate-300"
                data-testid="bar-label"
              >
                {bars.length > LABELLED_BARS ? bar.label : clip(bar.label, labelChars)}
              </text>
            ) : null}
          </g>
        );
      })}
      <text
        x={PLOT.left + plotWidth / 2}
        y={HEIGHT - 6}
        textAnchor="middle"
        className="fill-slate-600 text-[10px] font-semibold dark:fill-slate-300"
      >
        {axes.x}
      </text>
    </svg>
  );
}

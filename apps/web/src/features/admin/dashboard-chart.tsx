/** A bar chart of one series per day, drawn in SVG (its own lazy chunk). */
export function DashboardChart({
  points,
  label,
}: {
  points: { day: string; value: number }[];
  label: string;
}) {
  const max = Math.max(1, ...points.map((point) => point.value));
  const width = Math.max(1, points.length) * 12;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} 100`}
      preserveAspectRatio="none"
      className="h-40 w-full text-primary"
    >
      {points.map((point, index) => {
        const height = (point.value / max) * 96;
        return (
          <rect
            key={point.day}
            x={index * 12 + 2}
            y={100 - height}
            width={8}
            height={height}
            rx={2}
            fill="currentColor"
          >
            <title>{`${point.day}: ${point.value}`}</title>
          </rect>
        );
      })}
    </svg>
  );
}

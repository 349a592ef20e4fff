/**
 * Inline SVG icons (stroke, currentColor). Drawn as SVG rather than emoji so they look the same on
 * every system, including those without an emoji font.
 */
const PATHS = {
  trophy: "M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0V4zM17 5h3v2a3 3 0 0 1-3 3M7 5H4v2a3 3 0 0 0 3 3",
  chart: "M4 20V10M10 20V4M16 20v-7M22 20H2",
  check: "M20 6 9 17l-5-5",
  rocket:
    "M5 15c-1.5 1.5-2 5-2 5s3.5-.5 5-2M9 18l-3-3 9-9c2-2 5-3 6-3 0 1-1 4-3 6zM14.5 7.5l2 2M9 15l-3-1 3-4h4M13 15v4l-4 3v-4",
  trending: "M3 17 9 11l4 4 8-8M15 7h6v6",
  archive: "M3 5h18v4H3zM5 9v10h14V9M10 13h4",
  search: "M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM21 21l-5-5",
  warning: "M12 3 2 21h20zM12 10v5M12 18v.5",
  user: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 3.6-6 8-6s8 2 8 6",
  stadium: "M3 10c0-2.5 4-4 9-4s9 1.5 9 4v6c0 2.5-4 4-9 4s-9-1.5-9-4zM3 10c0 2.5 4 4 9 4s9-1.5 9-4M12 14v6",
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 24, label }: { name: IconName; size?: number; label?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}

// The mark: a sprig of wattle, gold blossom on a green stem. Decorative beside the site's name.
export function SiteMark({ size = 28 }: { size?: number }) {
  return (
    <svg aria-hidden="true" data-keep width={size} height={size} viewBox="0 0 32 32" className="shrink-0">
      <path d="M6 28C12 22 17 15 20 5" fill="none" stroke="#2f6b4f" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M11 22c-4-1-6 1-7 4 4 0 6-1 7-4z" fill="#2f6b4f" />
      <g fill="#f2b705" stroke="#8a5a00" strokeWidth="1">
        <circle cx="21" cy="6" r="4" />
        <circle cx="25" cy="13" r="3.5" />
        <circle cx="15" cy="11" r="3.5" />
        <circle cx="20" cy="18" r="3" />
        <circle cx="12" cy="18" r="2.5" />
      </g>
    </svg>
  );
}

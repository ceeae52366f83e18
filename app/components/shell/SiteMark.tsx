// The mark: a sprig of wattle, gold blossom on a green stem (public/mark.svg; the favicon is the
// same on a tile). An image, not inline SVG, so it costs the page's script nothing and is cached.
// Decorative beside the site's name.
export function SiteMark({ size = 28 }: { size?: number }) {
  return <img src="/mark.svg" alt="" width={size} height={size} className="shrink-0" />;
}

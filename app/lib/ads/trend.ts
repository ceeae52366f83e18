// The trend of a chart in one sentence (verboseDescriptions): the second half of the
// range against the first, so one odd day does not decide it.
type Point = { value: number };

/** Within this share of each other, two halves are "about the same". */
const STEADY = 0.05;

export function trendSentence(label: string, points: readonly Point[]): string {
  if (points.length < 2) return `Too few days to show a trend in ${label.toLowerCase()}.`;
  const half = Math.floor(points.length / 2);
  const mean = (part: readonly Point[]) => part.reduce((sum, p) => sum + p.value, 0) / part.length;
  const before = mean(points.slice(0, half));
  const after = mean(points.slice(points.length - half));
  const what = `${label} in the second half of the range`;
  if (before === 0) return after === 0 ? `${label} stayed at zero throughout.` : `${what} rose from zero.`;
  const change = (after - before) / before;
  if (Math.abs(change) < STEADY) return `${what} stayed about the same as in the first half.`;
  const percent = Math.round(Math.abs(change) * 100);
  return `${what} ${change > 0 ? "rose" : "fell"} by ${percent}% against the first half.`;
}

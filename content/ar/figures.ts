/**
 * The marketing figures read as Arabic copy: "50+" in a sentence becomes "أكثر من 50", the way an
 * Arabic writer states it; a stat tile still shows the figure itself (content/figures.ts).
 */
export function moreThan(figure: string) {
  return figure.endsWith("+") ? `أكثر من ${figure.slice(0, -1)}` : figure;
}

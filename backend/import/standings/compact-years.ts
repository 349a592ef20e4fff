/** "1920-1922, 1925": a sorted list of years as ranges (build log lines). */
export function compactYears(years: number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < years.length;) {
    let j = i;
    while (j + 1 < years.length && years[j + 1] === years[j] + 1) j++;
    parts.push(i === j ? String(years[i]) : `${years[i]}-${years[j]}`);
    i = j + 1;
  }
  return parts.join(", ");
}

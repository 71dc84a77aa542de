/** The day after an ISO day: the spec sends report end dates plus one day (`toPlusOne` is exclusive). */
export function nextDay(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

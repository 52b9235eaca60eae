// The order's life as the shopper's order page shows it: placed, then each status it reached, once
// (a second parcel leaving keeps it "shipped"), oldest first. Who made a change and staff notes stay
// in the back office.

export interface StatusChange {
  readonly toStatus: string;
  readonly date: Date;
}

export interface TimelineEntry {
  readonly status: string;
  readonly date: Date;
}

export function orderTimeline(
  dateOrdered: Date | null,
  changes: readonly StatusChange[],
): readonly TimelineEntry[] {
  const entries: TimelineEntry[] = dateOrdered ? [{ status: 'new', date: dateOrdered }] : [];
  for (const change of changes) {
    if (entries.at(-1)?.status === change.toStatus) continue;
    entries.push({ status: change.toStatus, date: change.date });
  }
  return entries;
}

/** Craft serializes order DateTimes as `{date: "10/23/24", time: "3:36 PM"}` (short en-US, UTC here). */
export function craftOrderDate(value: Date | null): { date: string; time: string } | null {
  if (!value) return null;
  return {
    date: value.toLocaleDateString('en-US', {
      year: '2-digit',
      month: 'numeric',
      day: 'numeric',
      timeZone: 'UTC',
    }),
    time: value.toLocaleTimeString('en-US', {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
    }),
  };
}

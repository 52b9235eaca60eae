// Record ids are PostgreSQL `integer`s: a whole number from 1 to 2^31-1. Anything else cannot name a
// record, and must never reach a query (PostgreSQL answers "out of range" with an error).
export const MAX_RECORD_ID = 2_147_483_647;

/** The id written in `text`, or null when it cannot be a record id. */
export function parseRecordId(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_RECORD_ID ? id : null;
}

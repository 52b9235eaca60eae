/** A publication date as people read it ("May 21, 2025"), in UTC so it never shifts a day; '' if invalid. */
export const formatPublishedDate = (iso: string, locale = 'en-US'): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
};

/** The date part of an ISO-8601 timestamp, for `<time dateTime>`; '' if invalid. */
export const isoDate = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
};

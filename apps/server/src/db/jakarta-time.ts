import { sql, type Column, type SQL } from 'drizzle-orm';

/**
 * The Jakarta wall-clock time (a timestamp without zone) of an instant: UTC+7, which keeps no daylight saving, so a
 * fixed offset reads the same as the zone and costs less.
 */
export const jakartaWallClock = (instant: SQL | Column) =>
  sql`((${instant} at time zone 'UTC') + interval '7 hours')`;

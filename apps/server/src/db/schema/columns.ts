/** Column types the tables share. */
import { bigint, customType, date, numeric, timestamp } from 'drizzle-orm/pg-core';

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Money columns: numeric(18,2) rupiah, exact; code converts to integer cents at the edges. */
export const money = (name: string) => numeric(name, { precision: 18, scale: 2 });

export const businessDate = (name: string) => date(name, { mode: 'string' });

/** Money in the row tables: integer cents (decision 049), formatted only where it leaves the server. */
export const cents = (name: string) => bigint(name, { mode: 'number' });

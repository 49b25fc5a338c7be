import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Institute-wide settings changed at run time (e.g. which roles must configure two-factor). One row per key;
 * the value's shape is owned by the feature that reads it.
 */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

import { eq, sql, type Column } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { account } from './schema';

/**
 * The account that last edited a row (the one that created it when nobody edited it since). The lists carry
 * its name, so a screen never has to look names up in an account list it may not be allowed to read.
 */
export const editor = alias(account, 'editor');

export const isEditorOf = (lastEditedBy: Column, createdBy: Column) =>
  eq(editor.account_id, sql`coalesce(${lastEditedBy}, ${createdBy})`);

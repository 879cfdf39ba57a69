import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { SelectedFields } from 'drizzle-orm/pg-core';

/**
 * The row a select of these columns answers. Services name the columns a caller may see one by
 * one (never the whole table), so a column added later stays private until someone lists it.
 */
export type RowOf<T extends SelectedFields> = SelectResultFields<T>;

/** Ids are PostgreSQL `integer`s: a larger number names no row and must not reach a query (it would fail). */
export const MAX_ROW_ID = 2_147_483_647;

/** Whether `id` could name a row; anything else names nothing that exists. */
export const isRowId = (id: number): boolean => Number.isSafeInteger(id) && id >= 1 && id <= MAX_ROW_ID;

/** Newsletters per page of the archive; the loader and the screen ask for the same first page. */
export const ARCHIVE_PAGE_SIZE = 12;
export const archivePageInput = (page: number) => ({ limit: ARCHIVE_PAGE_SIZE, offset: page * ARCHIVE_PAGE_SIZE });

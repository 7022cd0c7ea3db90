/** Rows per page of the admin lists; the pages show it, so it lives outside the server module. */
export const ADMIN_PAGE_SIZE = 50;

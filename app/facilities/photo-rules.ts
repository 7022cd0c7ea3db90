/** How many photos a facility's page shows at most: a gallery, not an album (the console says so too). */
export const MAX_FACILITY_PHOTOS = 8;

/** How many photos a hotel's page shows at most: a gallery, as a facility's (the console says so too). */
export const MAX_HOTEL_PHOTOS = 8;

/** The kinds of place to stay a hotel is (the `trip_plan_accommodations` table's CHECK). */
export const hotelTypes = ["medical_hotel", "hotel", "apartment", "resort"] as const;

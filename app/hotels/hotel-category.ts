/**
 * A hotel's category, computed from its official stars, never typed (decision 0165): the message key of its name in
 * the catalogues (`hotels.category.luxury`…).
 */
export const hotelCategories = { 5: "luxury", 4: "upscale", 3: "comfort", 2: "economy", 1: "budget" } as const;
export type HotelCategory = (typeof hotelCategories)[keyof typeof hotelCategories];

export function hotelCategory(stars: number): HotelCategory {
  const whole = Math.min(5, Math.max(1, Math.round(stars))) as keyof typeof hotelCategories;
  return hotelCategories[whole];
}

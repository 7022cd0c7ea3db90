/**
 * A link that opens the facility on a map: Google Maps' documented search URL (no script, no key), which a phone
 * hands to its maps app. At the coordinates when an admin entered them, else a search for the English address.
 */
export function mapLink(place: { latitude: number | null; longitude: number | null; address: string; name: string }) {
  const query = place.latitude !== null && place.longitude !== null ? `${place.latitude},${place.longitude}` : `${place.name}, ${place.address}`;
  return `https://www.google.com/maps/search/?${new URLSearchParams({ api: "1", query })}`;
}

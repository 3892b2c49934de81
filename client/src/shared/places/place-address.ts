/**
 * A store's city and street address as one line: «حمص - الوعر، شارع الكورنيش». Owners often
 * begin the address with the city already; it is then said once, not «حمص - حمص - الوعر».
 */
export function placeAddress(location: string | null | undefined, address: string | null | undefined): string {
  const city = location?.trim() ?? '';
  const street = address?.trim() ?? '';
  if (city && street.startsWith(city)) return street;
  return [city, street].filter(Boolean).join(' - ');
}

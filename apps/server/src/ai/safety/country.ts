import ct from 'countries-and-timezones';

/** Calling codes of the countries whose crisis lines are in the resources table, longest first. */
const CALLING_CODES: [string, string][] = [
  ['+353', 'IE'],
  ['+32', 'BE'],
  ['+33', 'FR'],
  ['+34', 'ES'],
  ['+41', 'CH'],
  ['+43', 'AT'],
  ['+44', 'GB'],
  ['+49', 'DE'],
  ['+52', 'MX'],
];

/**
 * The country a client most likely is in, for their crisis resources: from their timezone
 * ('Europe/Paris' is FR), else from an international phone number; undefined when neither tells
 * (UTC, no phone), and the international fallback applies.
 */
export function countryOf(profile: { timezone?: string; phone?: string }): string | undefined {
  const fromZone = profile.timezone ? ct.getCountryForTimezone(profile.timezone)?.id : undefined;
  if (fromZone) return fromZone;
  const phone = profile.phone?.replace(/[\s().-]/g, '').replace(/^00/, '+') ?? '';
  if (phone.startsWith('+1')) return 'US';
  return CALLING_CODES.find(([code]) => phone.startsWith(code))?.[1];
}

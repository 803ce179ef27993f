/**
 * What a session's user agent says of the device, by the usual markers: the browser and the system, either
 * unknown when the agent does not say (an API client, a curl). Order matters: Edge and Opera also say Chrome,
 * Chrome also says Safari, and an iPhone also says Mac OS X.
 */
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const first = (table: [RegExp, string][], agent: string) => table.find(([pattern]) => pattern.test(agent))?.[1];

export function describeDevice(userAgent: string | null): { browser?: string; system?: string } {
  if (!userAgent) return {};
  const browser = first(BROWSERS, userAgent);
  const system = first(SYSTEMS, userAgent);
  return { ...(browser ? { browser } : {}), ...(system ? { system } : {}) };
}

/**
 * Event data is stored with the schema version it was written at. When an event's shape
 * changes, register a function that lifts version n to n+1; readers always see the latest.
 */
type Upcaster = (data: Record<string, unknown>) => Record<string, unknown>;

const upcasters = new Map<string, Map<number, Upcaster>>();
const currentVersions = new Map<string, number>();

export function registerUpcaster(eventType: string, fromVersion: number, upcast: Upcaster): void {
  const byVersion = upcasters.get(eventType) ?? new Map<number, Upcaster>();
  byVersion.set(fromVersion, upcast);
  upcasters.set(eventType, byVersion);
  currentVersions.set(eventType, Math.max(currentVersions.get(eventType) ?? 1, fromVersion + 1));
}

/** The schema version new events of this type are written at. */
export function currentSchemaVersion(eventType: string): number {
  return currentVersions.get(eventType) ?? 1;
}

export function upcast(eventType: string, schemaVersion: number, data: unknown): unknown {
  const byVersion = upcasters.get(eventType);
  if (!byVersion) return data;
  let version = schemaVersion;
  let current = data as Record<string, unknown>;
  for (let step = byVersion.get(version); step; step = byVersion.get(version)) {
    current = step(current);
    version += 1;
  }
  return current;
}

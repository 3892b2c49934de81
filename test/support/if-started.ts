/**
 * For cleanup in `afterAll`: when `beforeAll` failed before assigning what the cleanup closes, the
 * variable is still unassigned although its type says it is always there. `ifStarted(app)?.close()`
 * says so to the type checker, and the rest of the cleanup still runs.
 */
export const ifStarted = <T>(value: T): T | undefined => value;

/** The PostgreSQL error fields we branch on (node-postgres puts them on the error object). */
export interface PgError {
  code?: string;
  constraint?: string;
}

export const isUniqueViolation = (error: unknown, constraint?: string): boolean => {
  const e = (error ?? {}) as { driverError?: PgError } & PgError;
  const pg = e.driverError ?? e;
  return pg.code === '23505' && (constraint === undefined || pg.constraint === constraint);
};

/** The role may not do this (not the object's owner, no grant). */
export const isInsufficientPrivilege = (error: unknown): boolean => {
  const e = (error ?? {}) as { driverError?: PgError } & PgError;
  return (e.driverError ?? e).code === '42501';
};

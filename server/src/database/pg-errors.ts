/** The PostgreSQL error fields we branch on (node-postgres puts them on the error object). */
export interface PgError {
  code?: string;
  constraint?: string;
}

/** node-postgres's fields, whether the error came straight from pg or wrapped by TypeORM (`driverError`). */
const pgFieldsOf = (error: unknown): PgError => {
  const e = (error ?? {}) as { driverError?: PgError } & PgError;
  return e.driverError ?? e;
};

export const isUniqueViolation = (error: unknown, constraint?: string): boolean => {
  const pg = pgFieldsOf(error);
  return pg.code === '23505' && (constraint === undefined || pg.constraint === constraint);
};

/** The role may not do this (not the object's owner, no grant). */
export const isInsufficientPrivilege = (error: unknown): boolean => pgFieldsOf(error).code === '42501';

/** A JSON Schema (OpenAPI 3.0 dialect) as the document carries it. */
export type Schema = { [key: string]: unknown };

/** What one route answers on success, read from its controller method's declared return type. */
export interface RouteAnswer {
  /** The method's doc comment's first sentence (the operation's summary), when it has one. */
  summary?: string;
  /** The body's schema; absent when the method returns nothing (void). */
  schema?: Schema;
}

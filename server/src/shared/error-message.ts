/** What a caught value says: an Error's message, anything else as text (a rejection may be any value). */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Another writer appended to the stream first: the command saw stale state (HTTP 409). */
export class StreamVersionConflict extends Error {
  constructor(
    readonly streamType: string,
    readonly streamId: string,
  ) {
    super(`Stream ${streamType}/${streamId} was changed concurrently`);
  }
}

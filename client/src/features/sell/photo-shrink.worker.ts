/// <reference lib="webworker" />
import { shrinkPhoto } from './shrink-photo';

/**
 * Decoding and encoding a 12-megapixel photo takes a second: off the main thread, the page stays
 * responsive. One photo at a time: ten decoded at once would hold half a gigabyte, more than a
 * phone gives a page.
 */
let queue: Promise<void> = Promise.resolve();

self.onmessage = (event: MessageEvent<{ id: number; photo: Blob }>) => {
  const { id, photo } = event.data;
  queue = queue.then(async () => {
    try {
      const shrunk = await shrinkPhoto(photo);
      self.postMessage({ id, ...shrunk });
    } catch (error) {
      self.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
    }
  });
};

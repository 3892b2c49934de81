/// <reference lib="webworker" />
import { shrinkPhoto } from './shrink-photo';

/** Decoding and encoding a 12-megapixel photo takes a second: off the main thread, the page stays responsive. */
self.onmessage = async (event: MessageEvent<{ id: number; photo: Blob }>) => {
  const { id, photo } = event.data;
  try {
    const shrunk = await shrinkPhoto(photo);
    self.postMessage({ id, ...shrunk });
  } catch (error) {
    self.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
};

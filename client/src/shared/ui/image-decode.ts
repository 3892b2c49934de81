/**
 * Whether the browser can decode the file as a picture. A text file renamed `.jpg` passes the
 * type and extension checks; only decoding its bytes tells, and doing it here refuses it on the
 * spot instead of after an upload and a submit.
 */
export async function decodesAsImage(file: Blob): Promise<boolean> {
  if (typeof createImageBitmap === 'function') {
    try {
      (await createImageBitmap(file)).close();
      return true;
    } catch {
      return false;
    }
  }
  // Older browsers: an <img> decodes it instead.
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return true;
  } catch {
    return false;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The file is named: several may be chosen at once. */
export const notAnImage = (name: string) => `الملف «${name}» ليس صورة سليمة، فلم نُضِفه.`;

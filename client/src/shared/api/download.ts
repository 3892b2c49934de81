/**
 * Saves what an authenticated GET answers as a file. A plain link cannot carry the bearer token,
 * so the body is fetched and handed to the browser as a blob. Rejects on any non-2xx answer.
 */
export async function downloadFile(url: string, token: string | null, filename: string): Promise<void> {
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new Error(String(res.status));
  const href = URL.createObjectURL(await res.blob());
  Object.assign(document.createElement('a'), { href, download: filename }).click();
  // The download has started from the click; the blob can go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(href), 30_000);
}

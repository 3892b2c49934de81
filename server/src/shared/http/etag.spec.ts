import { createHash } from 'node:crypto';
import { weakEtag } from './etag';

/** Express's own weak ETag (the `etag` package): the value caches and browsers already hold. */
const expressEtag = (bytes: Buffer): string =>
  bytes.length === 0
    ? 'W/"0-2jmj7l5rSw0yVb/vlWAYkK/YBwk"'
    : `W/"${bytes.length.toString(16)}-${createHash('sha1').update(bytes).digest('base64').substring(0, 27)}"`;

describe('weakEtag', () => {
  const bodies = ['', '{}', '{"data":[{"id":1,"title":"تويوتا كامري 2018"}]}', 'x'.repeat(5000), '😀 سيارة'];

  it.each(bodies)('gives Express’s value for a text body (%#)', (body) => {
    expect(weakEtag(body, 'utf8')).toBe(expressEtag(Buffer.from(body, 'utf8')));
    expect(weakEtag(body)).toBe(expressEtag(Buffer.from(body, 'utf8')));
  });

  it.each(bodies)('gives Express’s value for a byte body (%#)', (body) => {
    const bytes = Buffer.from(body, 'utf8');
    expect(weakEtag(bytes)).toBe(expressEtag(bytes));
  });

  it('counts a text body in its own encoding', () => {
    expect(weakEtag('café', 'latin1')).toBe(expressEtag(Buffer.from('café', 'latin1')));
  });
});

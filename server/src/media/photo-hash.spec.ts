import sharp from 'sharp';
import { RISK_THRESHOLDS } from '../risk/domain/risk-thresholds';
import { bandProbes, bandsOf } from '../risk/domain/photo-bands';
import { carPhoto } from '../seed/demo/car-photo';
import { hammingDistance, hashAsBigint, hashOfPixels, photoHash } from './photo-hash';

const SAME = RISK_THRESHOLDS.samePhotoMaxBits;
const COLOURS = ['أبيض', 'أسود', 'فضي', 'أحمر', 'أزرق'];

/** Twelve different photos: drawn cars of few colours and scenes, each in its own street. */
const photos = Promise.all(
  Array.from({ length: 12 }, (_, i) => carPhoto(COLOURS[i % COLOURS.length], i % 3, { width: 1280, height: 800 }, `street-${i}`)),
);

/** What a scammer does to a stolen photo before posting it again. */
const COPIES: Record<string, (image: Buffer) => Promise<Buffer>> = {
  'PNG re-encoding': (image) => sharp(image).png().toBuffer(),
  'WebP re-encoding': (image) => sharp(image).webp({ quality: 60 }).toBuffer(),
  'JPEG recompressed at quality 25': (image) => sharp(image).jpeg({ quality: 25 }).toBuffer(),
  'resized to 40%': (image) => sharp(image).resize(512).jpeg({ quality: 80 }).toBuffer(),
  'resized up to 1600 px': (image) => sharp(image).resize(1600).jpeg().toBuffer(),
  'cropped 3% on every side': (image) =>
    sharp(image)
      .extract({ left: 38, top: 24, width: 1280 - 76, height: 800 - 48 })
      .jpeg()
      .toBuffer(),
  'cropped 5% off one side': (image) => sharp(image).extract({ left: 64, top: 0, width: 1216, height: 800 }).jpeg().toBuffer(),
  'a little brighter': (image) => sharp(image).modulate({ brightness: 1.1 }).jpeg().toBuffer(),
  'resized, cropped and recompressed': (image) =>
    sharp(image).resize(900).extract({ left: 20, top: 12, width: 860, height: 538 }).jpeg({ quality: 40 }).toBuffer(),
};

describe('photo hash (pHash on sharp pixels)', () => {
  it.each(Object.keys(COPIES))('matches every photo with its copy %s', async (how) => {
    for (const [i, { jpeg }] of (await photos).entries()) {
      const distance = hammingDistance(await photoHash(jpeg), await photoHash(await COPIES[how](jpeg)));
      expect({ photo: i, how, same: distance <= SAME }).toEqual({ photo: i, how, same: true });
    }
  });

  it('tells every two different photos apart, even of the same colour and light', async () => {
    const hashes = await Promise.all((await photos).map(({ jpeg }) => photoHash(jpeg)));
    for (let i = 0; i < hashes.length; i++) {
      for (let j = i + 1; j < hashes.length; j++) {
        expect({ i, j, different: hammingDistance(hashes[i], hashes[j]) > SAME }).toEqual({ i, j, different: true });
      }
    }
  });

  it('is the same for the same pixels, whatever the file around them', async () => {
    const pixels = Uint8Array.from({ length: 32 * 32 }, (_, i) => (i * 37) % 256);
    expect(hashOfPixels(pixels)).toBe(hashOfPixels(Uint8Array.from(pixels)));
    expect(hashOfPixels(pixels)).toMatch(/^[0-9a-f]{16}$/);
  });

  it('keeps all 64 bits in PostgreSQL’s signed bigint', () => {
    expect(hashAsBigint('ffffffffffffffff')).toBe('-1');
    expect(hashAsBigint('7fffffffffffffff')).toBe('9223372036854775807');
    expect(hashAsBigint('0000000000000001')).toBe('1');
  });

  it('finds through its band probes every hash within the threshold (4 × 16-bit bands, one-bit neighbours)', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let n = 0; n < 2000; n++) {
      const hex = Array.from({ length: 16 }, () => Math.floor(random() * 16).toString(16)).join('');
      let value = BigInt(`0x${hex}`);
      const flips = new Set<number>();
      while (flips.size < SAME) flips.add(Math.floor(random() * 64));
      for (const bit of flips) value ^= 1n << BigInt(bit);
      const near = value.toString(16).padStart(16, '0');
      expect(hammingDistance(hex, near)).toBe(SAME);
      const probes = bandsOf(hex).map(bandProbes);
      const found = bandsOf(near).some((band, i) => probes[i].includes(band));
      expect({ hex, near, found }).toEqual({ hex, near, found: true });
    }
  });
});

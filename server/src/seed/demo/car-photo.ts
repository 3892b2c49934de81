import sharp from 'sharp';
import { mulberry32 } from '../../../../shared/seeded-random';

/** Paint colours for the colour names the demo listings use. */
const PAINT: Record<string, string> = {
  أبيض: '#f4f5f7',
  أسود: '#1f2329',
  فضي: '#b9c0c8',
  رمادي: '#7b828c',
  أحمر: '#b3262e',
  أزرق: '#1f4e9c',
  كحلي: '#1d2b4f',
  بيج: '#d8c7a3',
  أخضر: '#2f6b46',
  ذهبي: '#c9a24a',
};

const SCENES = [
  { sky: ['#8ec5ff', '#e8f3ff'], ground: '#5d646e' }, // a clear day in the street
  { sky: ['#f7b267', '#f4845f'], ground: '#4a4f57' }, // sunset
  { sky: ['#cfd8e3', '#f5f7fa'], ground: '#9aa3ad' }, // showroom
];

/** A seeded generator over a string (its FNV-1a hash): the same listing always draws the same street. */
function seeded(text: string): () => number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619) >>> 0;
  return mulberry32(hash);
}

/**
 * What sets one listing's photo apart from another's: buildings behind the car, where the car
 * stands and how near it is. Real sellers photograph their own car in their own street, so the
 * demo's photos differ as theirs do (the moderation queue's photo check must not take two demo
 * listings for one photo).
 */
function street(variant: string): { buildings: string; carTransform: string } {
  const next = seeded(variant);
  const shades = ['#6b7280', '#a8a29e', '#d6d3d1', '#57534e', '#94a3b8', '#e7e5e4', '#44403c'];
  const parts: string[] = [];
  let x = -40;
  while (x < 1600) {
    const width = 120 + Math.round(next() * 260);
    const height = 120 + Math.round(next() * 520);
    const shade = shades[Math.floor(next() * shades.length)];
    parts.push(`<rect x="${x}" y="${700 - height}" width="${width}" height="${height}" fill="${shade}"/>`);
    x += width + Math.round(next() * 90);
  }
  const scale = 0.55 + next() * 0.45;
  const shift = Math.round((next() - 0.5) * 800);
  const rise = Math.round(next() * 120);
  return {
    buildings: parts.join(''),
    carTransform: `translate(${800 + shift},${760 + rise}) scale(${scale.toFixed(3)}) translate(-800,-760)`,
  };
}

/**
 * A drawn photo of a car for the demo market (no network here to fetch real photographs): a side
 * view in the car's colour, in one of a few scenes. No caption: the card names the car in Arabic
 * beside the photo, and text drawn here would sit under the card's buttons (and Arabic needs a
 * shaping font the machine may lack).
 */
export function carPhotoSvg(colour: string, scene: number, variant = ''): string {
  const paint = PAINT[colour] ?? '#8a8f98';
  const { sky, ground } = SCENES[scene % SCENES.length];
  const flip = scene % 2 === 1 ? 'translate(1600,0) scale(-1,1)' : '';
  const { buildings, carTransform } = street(`${variant}/${scene}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000" viewBox="0 0 1600 1000">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>
    <rect width="1600" height="1000" fill="url(#sky)"/>
    ${variant ? buildings : ''}
    <rect y="700" width="1600" height="300" fill="${ground}"/>
    <rect y="840" width="1600" height="14" fill="#e9edf2" opacity="0.6"/>
    <g transform="${variant ? carTransform : ''}"><g transform="${flip}">
      <ellipse cx="800" cy="760" rx="560" ry="40" fill="#000" opacity="0.25"/>
      <path d="M260 690 L300 560 Q320 520 380 510 L560 495 L700 390 Q740 365 800 365 L1080 365 Q1140 365 1180 400 L1300 500 L1390 520 Q1440 532 1445 580 L1450 690 Z" fill="${paint}" stroke="#2b2f36" stroke-width="6"/>
      <path d="M600 500 L720 405 Q745 388 790 388 L930 388 L930 500 Z" fill="#9fc3e6" opacity="0.85"/>
      <path d="M955 388 L1070 388 Q1120 388 1150 415 L1245 500 L955 500 Z" fill="#9fc3e6" opacity="0.85"/>
      <rect x="1380" y="560" width="55" height="28" rx="8" fill="#ffd27a"/>
      <rect x="270" y="590" width="40" height="24" rx="6" fill="#ff6b6b"/>
      <circle cx="470" cy="700" r="95" fill="#1b1e23"/><circle cx="470" cy="700" r="48" fill="#b8bec7"/>
      <circle cx="1200" cy="700" r="95" fill="#1b1e23"/><circle cx="1200" cy="700" r="48" fill="#b8bec7"/>
    </g></g>
  </svg>`;
}

/** `variant` (the listing's name): its own street, so no two listings share a photo. */
export async function carPhoto(
  colour: string,
  scene: number,
  size = { width: 1600, height: 1000 },
  variant = '',
): Promise<{ jpeg: Buffer; width: number; height: number }> {
  const jpeg = await sharp(Buffer.from(carPhotoSvg(colour, scene, variant)))
    .resize(size.width, size.height)
    .jpeg({ quality: 82 })
    .toBuffer();
  return { jpeg, ...size };
}

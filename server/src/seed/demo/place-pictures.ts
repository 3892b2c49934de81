import sharp from 'sharp';

const escape = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A drawn logo for a demo store (no network here to fetch real ones): the store's initials on its
 * colour, 400×400 (the spec recommends 200×200 or more).
 */
export async function storeLogo(initials: string, colour: string): Promise<{ jpeg: Buffer; width: number; height: number }> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
    <rect width="400" height="400" fill="#ffffff"/>
    <rect x="24" y="24" width="352" height="352" rx="72" fill="${colour}"/>
    <circle cx="200" cy="200" r="120" fill="#ffffff" opacity="0.14"/>
    <text x="200" y="235" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="112" font-weight="700" fill="#ffffff">${escape(initials)}</text>
  </svg>`;
  const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
  return { jpeg, width: 400, height: 400 };
}

/** A drawn photo of a demo workshop: a garage front in its colour, with its sign. */
export async function workshopPhoto(sign: string, colour: string): Promise<{ jpeg: Buffer; width: number; height: number }> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9cc9f5"/><stop offset="1" stop-color="#e9f3fd"/></linearGradient></defs>
    <rect width="1200" height="800" fill="url(#sky)"/>
    <rect y="640" width="1200" height="160" fill="#6b7280"/>
    <rect x="140" y="230" width="920" height="410" fill="#e5e7eb" stroke="#374151" stroke-width="6"/>
    <rect x="110" y="150" width="980" height="110" rx="14" fill="${colour}"/>
    <text x="600" y="228" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="62" font-weight="700" fill="#ffffff">${escape(sign)}</text>
    <g fill="#9ca3af" stroke="#4b5563" stroke-width="4">
      <rect x="200" y="320" width="360" height="320"/>
      <rect x="640" y="320" width="360" height="320"/>
    </g>
    <g stroke="#6b7280" stroke-width="3">
      ${Array.from({ length: 9 }, (_, i) => `<line x1="200" y1="${352 + i * 32}" x2="560" y2="${352 + i * 32}"/><line x1="640" y1="${352 + i * 32}" x2="1000" y2="${352 + i * 32}"/>`).join('')}
    </g>
    <circle cx="600" cy="290" r="22" fill="${colour}"/>
  </svg>`;
  const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 84 }).toBuffer();
  return { jpeg, width: 1200, height: 800 };
}

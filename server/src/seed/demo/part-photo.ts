import sharp from 'sharp';
import { PartCategory } from '../../parts/domain/part.constants';

const ICONS: Record<PartCategory, string> = {
  engine: `<rect x="250" y="200" width="300" height="190" rx="18" fill="#5b6470"/><rect x="280" y="150" width="240" height="60" rx="10" fill="#7b8591"/>
    <rect x="300" y="120" width="40" height="40" fill="#3c434c"/><rect x="380" y="120" width="40" height="40" fill="#3c434c"/><rect x="460" y="120" width="40" height="40" fill="#3c434c"/>
    <circle cx="220" cy="300" r="45" fill="#9aa3ad"/><circle cx="220" cy="300" r="18" fill="#3c434c"/>`,
  brakes: `<circle cx="400" cy="280" r="170" fill="#8f98a3"/><circle cx="400" cy="280" r="125" fill="#b9c0c8"/><circle cx="400" cy="280" r="50" fill="#5b6470"/>
    <path d="M520 150 q90 130 0 260 l-40 -30 q60 -100 0 -200 z" fill="#c0392b"/>`,
  suspension: `<rect x="370" y="90" width="60" height="380" rx="12" fill="#5b6470"/>
    <path d="M330 140 h140 M330 180 h140 M330 220 h140 M330 260 h140 M330 300 h140 M330 340 h140 M330 380 h140" stroke="#d35400" stroke-width="22" stroke-linecap="round"/>`,
  electrical: `<rect x="240" y="170" width="320" height="220" rx="16" fill="#2c3e50"/><rect x="290" y="140" width="50" height="35" fill="#c0392b"/><rect x="460" y="140" width="50" height="35" fill="#7f8c8d"/>
    <path d="M420 200 l-60 90 h40 l-20 80 l70 -110 h-45 z" fill="#f1c40f"/>`,
  air_conditioning: `<circle cx="400" cy="280" r="170" fill="#d6eaf8"/><path d="M400 130 v300 M270 205 l260 150 M270 355 l260 -150" stroke="#2e86c1" stroke-width="24" stroke-linecap="round"/>`,
  lighting: `<path d="M220 200 q180 -90 360 0 v160 q-180 60 -360 0 z" fill="#d5dbe1"/><ellipse cx="330" cy="280" rx="70" ry="60" fill="#fdfefe" stroke="#aab7c4" stroke-width="8"/>
    <ellipse cx="480" cy="280" rx="55" ry="48" fill="#fef9e7" stroke="#aab7c4" stroke-width="8"/>`,
  oils_filters: `<rect x="300" y="150" width="200" height="270" rx="24" fill="#f39c12"/><rect x="360" y="100" width="80" height="60" rx="8" fill="#2c3e50"/>
    <rect x="320" y="230" width="160" height="90" rx="10" fill="#fdfefe"/><circle cx="600" cy="330" r="70" fill="#1f618d"/><circle cx="600" cy="330" r="30" fill="#aed6f1"/>`,
  wheels_tyres: `<circle cx="400" cy="280" r="180" fill="#1c1f24"/><circle cx="400" cy="280" r="110" fill="#aab2bd"/><circle cx="400" cy="280" r="30" fill="#5b6470"/>
    <path d="M400 170 v80 M400 310 v80 M290 280 h80 M430 280 h80" stroke="#5b6470" stroke-width="22"/>`,
};

/**
 * A drawn product photo of a spare part: its category's shape on a studio background. No caption:
 * the card names the part in Arabic beside the photo, and text drawn here would sit under the
 * card's buttons (and Arabic needs a shaping font the machine may lack).
 */
export function partPhotoSvg(category: PartCategory, tint: number): string {
  const backgrounds = ['#f4f6f8', '#eef3f9', '#f7f3ee'];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
    <rect width="800" height="600" fill="${backgrounds[tint % backgrounds.length]}"/>
    <ellipse cx="400" cy="500" rx="260" ry="26" fill="#000" opacity="0.12"/>
    ${ICONS[category]}
  </svg>`;
}

export async function partPhoto(category: PartCategory, tint: number): Promise<{ jpeg: Buffer; width: number; height: number }> {
  const jpeg = await sharp(Buffer.from(partPhotoSvg(category, tint)))
    .jpeg({ quality: 82 })
    .toBuffer();
  return { jpeg, width: 800, height: 600 };
}

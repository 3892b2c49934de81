/** A neutral car silhouette, shown while a photo is processed or when there is none. */
export const PLACEHOLDER_CAR_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400" width="640" height="400">
<rect width="640" height="400" fill="#eef1f5"/>
<path d="M150 250l30-70c8-18 22-28 42-28h196c20 0 34 10 42 28l30 70h20c11 0 20 9 20 20v40h-40a40 40 0 0 1-80 0H230a40 40 0 0 1-80 0h-40v-40c0-11 9-20 20-20z" fill="#c5ccd6"/>
<circle cx="190" cy="310" r="28" fill="#9aa4b2"/><circle cx="450" cy="310" r="28" fill="#9aa4b2"/>
<path d="M205 245l22-52c4-9 10-13 20-13h146c10 0 16 4 20 13l22 52z" fill="#eef1f5"/>
</svg>`;

// Drawings of the demo member's 1932 Packard, made at seed time, so that a fresh portal shows a car with photos
// in My Vehicles, the car search and the car's page. Demo data only: never seeded in production (DEMO_DATA).

const sky = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="#9cc3e4"/><stop offset="1" stop-color="#e8eef2"/></linearGradient></defs>
  <rect width="1200" height="900" fill="url(#sky)"/>
  <rect y="640" width="1200" height="260" fill="#7a8f5a"/><rect y="640" width="1200" height="40" fill="#b9a27a"/>`;

function wheel(x: number, y: number, radius: number) {
  const spokes = Array.from({ length: 12 }, (_, i) => {
    const angle = (i * Math.PI) / 6;
    const end = radius * 0.74;
    return `<line x2="${(end * Math.cos(angle)).toFixed(1)}" y2="${(end * Math.sin(angle)).toFixed(1)}"
      stroke="#555" stroke-width="4"/>`;
  }).join("");
  return `<g transform="translate(${x} ${y})"><circle r="${radius}" fill="#111"/>
    <circle r="${radius * 0.74}" fill="#e8e2d0"/>${spokes}<circle r="${radius * 0.19}" fill="#999"/></g>`;
}

const side = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">${sky}
  <path d="M170 560 L230 470 L520 455 L600 360 L760 355 L800 455 L1000 470 Q1060 480 1060 560 L1060 600 L170 600 Z"
    fill="#6b1420"/>
  <path d="M140 610 Q190 470 330 520 L380 600 Z" fill="#1b1b1b"/>
  <path d="M820 600 Q870 470 1010 520 Q1060 560 1080 610 Z" fill="#1b1b1b"/>
  <rect x="330" y="585" width="500" height="25" fill="#1b1b1b"/>
  <path d="M615 370 L640 300 L660 300 L640 370 Z" fill="#cfd8dc" stroke="#333" stroke-width="4"/>
  <rect x="1030" y="480" width="30" height="110" fill="#c0c0c0" stroke="#555" stroke-width="3"/>
  <circle cx="1080" cy="470" r="26" fill="#f4e7b0" stroke="#888" stroke-width="6"/>
  ${wheel(260, 640, 95)}${wheel(930, 640, 95)}</svg>`;

const front = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">${sky}
  <rect x="300" y="300" width="600" height="90" rx="30" fill="#6b1420"/>
  <path d="M330 390 L870 390 L900 560 L300 560 Z" fill="#6b1420"/>
  <path d="M250 640 Q250 470 360 470 L400 640 Z" fill="#1b1b1b"/>
  <path d="M950 640 Q950 470 840 470 L800 640 Z" fill="#1b1b1b"/>
  <rect x="520" y="380" width="160" height="200" rx="12" fill="#c0c0c0" stroke="#555" stroke-width="6"/>
  ${Array.from(
    { length: 7 },
    (_, i) => `<line x1="${540 + i * 20}" y1="395" x2="${540 + i * 20}" y2="565"
    stroke="#666" stroke-width="5"/>`,
  ).join("")}
  <circle cx="400" cy="440" r="48" fill="#f4e7b0" stroke="#888" stroke-width="8"/>
  <circle cx="800" cy="440" r="48" fill="#f4e7b0" stroke="#888" stroke-width="8"/>
  <rect x="280" y="590" width="640" height="22" rx="8" fill="#c0c0c0"/>
  <rect x="300" y="600" width="90" height="110" rx="20" fill="#111"/>
  <rect x="810" y="600" width="90" height="110" rx="20" fill="#111"/></svg>`;

/** The demo Packard's photos as JPEG files, the side view first. */
export async function demoCarPhotos(): Promise<Buffer[]> {
  // Drawn once, on a fresh demo database: sharp is not loaded by a start that has nothing to draw (issue 41).
  const { default: sharp } = await import("sharp");
  return Promise.all([side, front].map((svg) => sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer()));
}

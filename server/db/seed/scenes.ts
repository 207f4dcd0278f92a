import type { PropertyType, ServiceCategoryValue } from "../../../shared/categories.ts";

/**
 * Simple drawn scenes (SVG) for demo photos: no network and no binary assets in the repository,
 * yet every card shows a picture that says what the listing is.
 */
const SCENE_WIDTH = 1200;
const SCENE_HEIGHT = 800;

type Palette = { skyTop: string; skyBottom: string; sun: string; hill: string; ground: string };

/** Times of day and seasons, so reused pictures do not all look alike. */
const PALETTES: readonly Palette[] = [
  { skyTop: "#7cc4f4", skyBottom: "#e0f2fe", sun: "#fde68a", hill: "#86c06c", ground: "#5b9a48" },
  { skyTop: "#f59e0b", skyBottom: "#fde7c7", sun: "#fff7d6", hill: "#9bbf6a", ground: "#6f9a44" },
  { skyTop: "#5b8fd6", skyBottom: "#cfe3f7", sun: "#ffffff", hill: "#7fb77e", ground: "#4f8a52" },
  { skyTop: "#a78bfa", skyBottom: "#fbcfe8", sun: "#fef3c7", hill: "#8fb98b", ground: "#5f8f5c" },
  { skyTop: "#94b8cf", skyBottom: "#eef4f7", sun: "#f8fafc", hill: "#a3c28d", ground: "#739b5e" },
];

const WALLS = ["#f5efe6", "#fde8d0", "#e8eef5", "#f3e3e0", "#eaf2e3"];
const ROOFS = ["#b45309", "#7c2d12", "#374151", "#9f1239", "#475569"];

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function backdrop(p: Palette, variant: number): string {
  const sunX = 180 + ((variant * 230) % 840);
  return `
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/>
    </linearGradient>
    <linearGradient id="ground" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${p.hill}"/><stop offset="1" stop-color="${p.ground}"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="800" fill="url(#sky)"/>
  <circle cx="${sunX}" cy="150" r="70" fill="${p.sun}" opacity="0.9"/>
  <g fill="#ffffff" opacity="0.75">
    <ellipse cx="${(sunX + 420) % 1200}" cy="120" rx="110" ry="32"/>
    <ellipse cx="${(sunX + 480) % 1200}" cy="100" rx="70" ry="30"/>
    <ellipse cx="${(sunX + 760) % 1200}" cy="200" rx="90" ry="24"/>
  </g>
  <path d="M0 520 Q 300 ${440 + variant * 12} 600 500 T 1200 ${480 - variant * 8} V 800 H 0 Z" fill="${p.hill}" opacity="0.8"/>
  <path d="M0 580 Q 400 540 800 575 T 1200 560 V 800 H 0 Z" fill="url(#ground)"/>`;
}

function tree(x: number, y: number, scale = 1): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    <rect x="-8" y="-10" width="16" height="60" fill="#6b4423"/>
    <circle cx="0" cy="-50" r="48" fill="#2f7d3a"/><circle cx="-30" cy="-25" r="34" fill="#3a8f45"/>
    <circle cx="30" cy="-28" r="36" fill="#358a40"/></g>`;
}

function windowGrid(
  x: number,
  y: number,
  cols: number,
  rows: number,
  w: number,
  h: number,
  gap: number,
) {
  let out = "";
  for (let c = 0; c < cols; c++) {
    for (let r = 0; r < rows; r++) {
      const lit = (c * 7 + r * 3) % 5 === 0 ? "#fde68a" : "#9cc9e8";
      out += `<rect x="${x + c * (w + gap)}" y="${y + r * (h + gap)}" width="${w}" height="${h}" rx="3" fill="${lit}" stroke="#ffffff" stroke-width="3"/>`;
    }
  }
  return out;
}

function house(variant: number): string {
  const wall = WALLS[variant % WALLS.length];
  const roof = ROOFS[variant % ROOFS.length];
  return `
  <g>
    <rect x="420" y="380" width="380" height="240" fill="${wall}" stroke="#d6cfc4" stroke-width="2"/>
    <polygon points="390,390 610,235 830,390" fill="${roof}"/>
    <rect x="700" y="265" width="36" height="80" fill="#7c5a45"/>
    <rect x="580" y="500" width="70" height="120" rx="4" fill="#7c4a2d"/>
    <circle cx="637" cy="562" r="5" fill="#fcd34d"/>
    ${windowGrid(455, 430, 1, 1, 90, 80, 0)}${windowGrid(680, 430, 1, 1, 90, 80, 0)}
    <rect x="560" y="300" width="100" height="56" rx="28" fill="#9cc9e8" stroke="#ffffff" stroke-width="3"/>
    <rect x="820" y="470" width="200" height="150" fill="${wall}" opacity="0.95" stroke="#d6cfc4" stroke-width="2"/>
    <polygon points="810,475 920,420 1030,475" fill="${roof}"/>
    <rect x="850" y="520" width="140" height="100" fill="#cbd5e1"/>
    ${Array.from({ length: 5 }, (_, i) => `<line x1="850" y1="${535 + i * 18}" x2="990" y2="${535 + i * 18}" stroke="#94a3b8" stroke-width="3"/>`).join("")}
  </g>
  <g stroke="#f8fafc" stroke-width="6">${Array.from({ length: 22 }, (_, i) => `<line x1="${40 + i * 55}" y1="640" x2="${40 + i * 55}" y2="690"/>`).join("")}
    <line x1="30" y1="655" x2="1200" y2="655"/></g>
  ${tree(260, 560, 1.2)}${tree(1110, 560, 0.9)}`;
}

function block(variant: number): string {
  const wall = WALLS[(variant + 2) % WALLS.length];
  const accent = ["#059669", "#0284c7", "#d97706", "#7c3aed", "#dc2626"][variant % 5];
  return `
  <rect x="180" y="300" width="330" height="330" fill="#e5e7eb" stroke="#cbd5e1" stroke-width="2"/>
  ${windowGrid(210, 330, 4, 4, 52, 50, 22)}
  <rect x="480" y="180" width="460" height="450" fill="${wall}" stroke="#cbd5e1" stroke-width="2"/>
  <rect x="480" y="180" width="460" height="18" fill="${accent}"/>
  ${windowGrid(515, 225, 5, 5, 56, 52, 30)}
  ${Array.from({ length: 4 }, (_, r) => `<rect x="500" y="${290 + r * 82}" width="420" height="8" fill="${accent}" opacity="0.7"/>`).join("")}
  <rect x="680" y="560" width="60" height="70" fill="#475569"/>
  ${tree(110, 590, 1)}${tree(1040, 590, 1.1)}
  <rect x="0" y="630" width="1200" height="40" fill="#9ca3af" opacity="0.6"/>`;
}

function plot(variant: number): string {
  const stripes = ["#a3c266", "#c9d87a", "#8fbf5a", "#d4c27a", "#b5d17a"];
  let fields = "";
  for (let i = 0; i < 5; i++) {
    const y = 560 + i * 48;
    fields += `<path d="M0 ${y} L1200 ${y - 30} L1200 ${y + 18} L0 ${y + 48} Z" fill="${stripes[(i + variant) % stripes.length]}" opacity="0.9"/>`;
  }
  return `
  ${fields}
  ${[120, 220, 330, 900, 1010, 1120].map((x, i) => tree(x, 520 - (i % 2) * 10, 0.7 + (i % 3) * 0.12)).join("")}
  <g stroke="#8b5a2b" stroke-width="8">${Array.from({ length: 9 }, (_, i) => `<line x1="${380 + i * 60}" y1="${600 - i * 2}" x2="${380 + i * 60}" y2="${650 - i * 2}"/>`).join("")}</g>
  <g stroke="#d6b58a" stroke-width="3"><line x1="380" y1="612" x2="860" y2="596"/><line x1="380" y1="630" x2="860" y2="614"/></g>
  <rect x="592" y="440" width="14" height="170" fill="#6b4423"/>
  <rect x="490" y="380" width="220" height="100" rx="10" fill="#ffffff" stroke="#059669" stroke-width="6"/>
  <rect x="515" y="405" width="170" height="14" rx="7" fill="#059669"/><rect x="515" y="432" width="120" height="12" rx="6" fill="#9ca3af"/>
  <rect x="515" y="452" width="90" height="12" rx="6" fill="#cbd5e1"/>`;
}

function shop(variant: number): string {
  const accent = ["#059669", "#dc2626", "#2563eb", "#d97706", "#7c3aed"][variant % 5];
  const wall = WALLS[(variant + 1) % WALLS.length];
  const awning = Array.from(
    { length: 10 },
    (_, i) =>
      `<rect x="${300 + i * 60}" y="410" width="60" height="50" fill="${i % 2 ? "#ffffff" : accent}"/>`,
  ).join("");
  return `
  <rect x="280" y="240" width="640" height="390" fill="${wall}" stroke="#cbd5e1" stroke-width="2"/>
  ${windowGrid(320, 280, 4, 1, 110, 80, 40)}
  <rect x="300" y="360" width="600" height="44" rx="6" fill="${accent}"/>
  <rect x="480" y="374" width="240" height="16" rx="8" fill="#ffffff" opacity="0.9"/>
  ${awning}
  <rect x="310" y="470" width="380" height="160" fill="#bfdbfe" stroke="#ffffff" stroke-width="6"/>
  <line x1="500" y1="470" x2="500" y2="630" stroke="#ffffff" stroke-width="6"/>
  <rect x="720" y="470" width="160" height="160" fill="#334155"/>
  <rect x="730" y="480" width="140" height="150" fill="#93c5fd" opacity="0.7"/>
  ${tree(170, 590, 0.9)}${tree(1060, 590, 1)}
  <rect x="0" y="630" width="1200" height="40" fill="#9ca3af" opacity="0.6"/>`;
}

function caption(title: string, subtitle: string): string {
  const width = Math.max(title.length * 26, subtitle.length * 15) + 80;
  return `
  <g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif">
    <rect x="40" y="680" width="${width}" height="90" rx="18" fill="#0f172a" opacity="0.62"/>
    <text x="72" y="725" font-size="40" font-weight="700" fill="#ffffff">${escapeXml(title)}</text>
    <text x="72" y="755" font-size="22" fill="#e2e8f0">${escapeXml(subtitle)}</text>
  </g>`;
}

const SUBJECTS: Record<PropertyType, (variant: number) => string> = {
  mieszkanie: block,
  dom: house,
  dzialka: plot,
  lokal: shop,
};

export function propertyScene(
  type: PropertyType,
  variant: number,
  title: string,
  subtitle: string,
): string {
  const palette = PALETTES[variant % PALETTES.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" viewBox="0 0 1200 800">
  ${backdrop(palette, variant)}${SUBJECTS[type](variant)}${caption(title, subtitle)}</svg>`;
}

/** One pictogram per service category, on a soft coloured background. */
const SERVICE_ICONS: Record<ServiceCategoryValue, { colors: [string, string]; icon: string }> = {
  elektryczne: {
    colors: ["#fef3c7", "#fbbf24"],
    icon: `<polygon points="640,140 470,430 590,430 540,660 740,330 615,330 690,140" fill="#f59e0b" stroke="#92400e" stroke-width="8" stroke-linejoin="round"/>`,
  },
  hydrauliczne: {
    colors: ["#e0f2fe", "#38bdf8"],
    icon: `<path d="M600 130 C 520 260 440 350 440 450 a160 160 0 0 0 320 0 C 760 350 680 260 600 130 Z" fill="#0ea5e9" stroke="#075985" stroke-width="8"/>
      <rect x="180" y="560" width="840" height="50" rx="10" fill="#64748b"/><rect x="300" y="540" width="40" height="90" rx="6" fill="#475569"/><rect x="860" y="540" width="40" height="90" rx="6" fill="#475569"/>`,
  },
  remonty: {
    colors: ["#ffedd5", "#fb923c"],
    icon: Array.from({ length: 5 }, (_, r) =>
      Array.from(
        { length: 6 },
        (_, c) =>
          `<rect x="${300 + c * 100 - (r % 2) * 50}" y="${250 + r * 70}" width="94" height="62" rx="4" fill="#c2410c" opacity="${0.75 + ((r + c) % 3) * 0.08}"/>`,
      ).join(""),
    ).join(""),
  },
  klimatyzacja: {
    colors: ["#ecfeff", "#67e8f9"],
    icon: `<rect x="300" y="220" width="600" height="190" rx="30" fill="#ffffff" stroke="#0e7490" stroke-width="8"/>
      <line x1="340" y1="360" x2="860" y2="360" stroke="#0e7490" stroke-width="8"/>
      ${[0, 1, 2].map((i) => `<path d="M${420 + i * 180} 450 q 30 60 0 120 q -30 60 0 120" fill="none" stroke="#06b6d4" stroke-width="10" stroke-linecap="round"/>`).join("")}`,
  },
  okna: {
    colors: ["#f1f5f9", "#94a3b8"],
    icon: `<rect x="380" y="160" width="440" height="480" rx="10" fill="#bae6fd" stroke="#ffffff" stroke-width="30"/>
      <line x1="600" y1="160" x2="600" y2="640" stroke="#ffffff" stroke-width="24"/><line x1="380" y1="400" x2="820" y2="400" stroke="#ffffff" stroke-width="24"/>
      <rect x="350" y="640" width="500" height="26" rx="6" fill="#e2e8f0"/>`,
  },
  ogrodowe: {
    colors: ["#dcfce7", "#4ade80"],
    icon: `${tree(420, 520, 2)}${tree(760, 540, 1.6)}
      ${[0, 1, 2, 3, 4].map((i) => `<circle cx="${300 + i * 150}" cy="640" r="22" fill="${["#f472b6", "#facc15", "#f87171", "#a78bfa", "#fb923c"][i]}"/>`).join("")}`,
  },
  sprzatanie: {
    colors: ["#f5f3ff", "#c4b5fd"],
    icon: `<path d="M460 360 h280 l-40 280 h-200 Z" fill="#7c3aed"/><rect x="440" y="330" width="320" height="40" rx="12" fill="#6d28d9"/>
      ${[
        [800, 240],
        [880, 330],
        [360, 250],
        [320, 380],
      ]
        .map(
          ([x, y]) =>
            `<path d="M${x} ${y - 40} L${x + 12} ${y - 12} L${x + 40} ${y} L${x + 12} ${y + 12} L${x} ${y + 40} L${x - 12} ${y + 12} L${x - 40} ${y} L${x - 12} ${y - 12} Z" fill="#ffffff"/>`,
        )
        .join("")}`,
  },
  malowanie: {
    colors: ["#fce7f3", "#f472b6"],
    icon: `<rect x="0" y="0" width="1200" height="260" fill="#fbcfe8" opacity="0.6"/>
      <rect x="380" y="220" width="440" height="130" rx="24" fill="#db2777"/><rect x="420" y="250" width="360" height="70" rx="12" fill="#f9a8d4"/>
      <path d="M820 285 h60 v110 h-280 v80" fill="none" stroke="#475569" stroke-width="18" stroke-linejoin="round"/>
      <rect x="580" y="470" width="40" height="200" rx="12" fill="#1f2937"/>`,
  },
};

export function serviceScene(
  category: ServiceCategoryValue,
  title: string,
  subtitle: string,
): string {
  const { colors, icon } = SERVICE_ICONS[category];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" viewBox="0 0 1200 800">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient></defs>
  <rect width="1200" height="800" fill="url(#bg)"/>
  <circle cx="1050" cy="120" r="220" fill="#ffffff" opacity="0.25"/><circle cx="120" cy="760" r="260" fill="#ffffff" opacity="0.2"/>
  ${icon}${caption(title, subtitle)}</svg>`;
}

/** The picture shown for a service without photos: a house with a wrench, in the brand green. */
export function stockServiceScene(title: string, subtitle: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" viewBox="0 0 1200 800">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#ecfdf5"/><stop offset="1" stop-color="#6ee7b7"/></linearGradient></defs>
  <rect width="1200" height="800" fill="url(#bg)"/>
  <circle cx="1050" cy="120" r="220" fill="#ffffff" opacity="0.3"/><circle cx="120" cy="760" r="260" fill="#ffffff" opacity="0.25"/>
  <path d="M600 150 L860 360 V620 H340 V360 Z" fill="#ffffff" stroke="#059669" stroke-width="18" stroke-linejoin="round"/>
  <g transform="translate(600 450) rotate(-45) scale(1.5)">
    <rect x="-18" y="-30" width="36" height="170" rx="14" fill="#059669"/>
    <path d="M-60 -80 a60 60 0 1 0 120 0 l-30 0 l0 30 l-60 0 l0 -30 Z" fill="#059669"/>
  </g>
  ${caption(title, subtitle)}</svg>`;
}

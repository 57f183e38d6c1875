// Locally generated SVG artwork for products, categories, collections, banners, articles and showrooms.
// A pure function of (kind, key): the same request always yields the same bytes, so the media route can
// cache forever and the shop needs no image files or downloads. No text, fonts or external references.
import { SKU_PATTERN, SLUG_PATTERN } from '@dukan/core/contract/patterns';

export const MEDIA_KINDS = ['categories', 'collections', 'banners', 'articles', 'showrooms', 'brands'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** Keys of non-product artwork are slugs. */
export const MEDIA_KEY_PATTERN = SLUG_PATTERN;
/** Product artwork is addressed by SKU; its prefix before the first `-` names the motif (e.g. `FRIDGE-1001`). */
export { SKU_PATTERN };
export const MAX_PRODUCT_IMAGES = 3;

export function isMediaKind(value: string): value is MediaKind {
  return (MEDIA_KINDS as readonly string[]).includes(value);
}

export function productImagePath(sku: string, n: number): string {
  return `/api/media/products/${sku}/${n}.svg`;
}

export function mediaPath(kind: MediaKind, key: string): string {
  return `/api/media/${kind}/${key}.svg`;
}

// ---------------------------------------------------------------------------------------------
// Deterministic randomness and colour

function hashString(text: string): number {
  // FNV-1a: tiny, stable across platforms, good enough to spread palettes.
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

type Random = () => number;

function randomFrom(seed: number): Random {
  // mulberry32
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(rand: Random, items: readonly T[]): T {
  return items[Math.floor(rand() * items.length) % items.length]!;
}

function hsl(h: number, s: number, l: number): string {
  const hue = (((h % 360) + 360) % 360) / 360;
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t0: number) => {
    let t = t0;
    if (t < 0) t += 1;
    if (t > 1) t -= 1;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  const hex = (v: number) =>
    Math.round(v * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${hex(channel(hue + 1 / 3))}${hex(channel(hue))}${hex(channel(hue - 1 / 3))}`;
}

interface Colors {
  /** Unique per image, so gradient ids never clash when several SVGs are inlined in one page. */
  id: string;
  bgA: string;
  bgB: string;
  bgDeep: string;
  accent: string;
  accentDark: string;
  accentLight: string;
  second: string;
  ink: string;
  body: string;
  shade: string;
  glass: string;
  wood: string;
}

// Appliance finishes people actually buy: white, silver, graphite, and a coloured retro one.
const FINISHES = [
  ['#f8fafc', '#cbd5e1'],
  ['#e5e9ef', '#a3aebd'],
  ['#3f4753', '#262c35'],
] as const;

function paletteFor(key: string): Colors {
  const seed = hashString(key);
  const rand = randomFrom(seed);
  const h = rand() * 360;
  const accentHue = h + 140 + rand() * 80;
  const finish = rand() < 0.2 ? [hsl(accentHue, 0.45, 0.78), hsl(accentHue, 0.35, 0.58)] : pick(rand, FINISHES);
  return {
    id: `a${seed.toString(36)}`,
    bgA: hsl(h, 0.6, 0.94),
    bgB: hsl(h + 28, 0.55, 0.82),
    bgDeep: hsl(h + 10, 0.45, 0.3),
    accent: hsl(accentHue, 0.62, 0.52),
    accentDark: hsl(accentHue, 0.55, 0.34),
    accentLight: hsl(accentHue, 0.7, 0.78),
    second: hsl(accentHue + 110, 0.6, 0.6),
    ink: hsl(h, 0.25, 0.18),
    body: finish[0]!,
    shade: finish[1]!,
    glass: hsl(h + 200, 0.35, 0.26),
    wood: hsl(26 + rand() * 12, 0.45, 0.42),
  };
}

// ---------------------------------------------------------------------------------------------
// Motifs: flat vector drawings in a 400×400 box, standing on y≈340.

type Motif = (c: Colors) => string;

const MOTIFS = {
  fridge: (c) =>
    `<rect x="130" y="58" width="140" height="282" rx="14" fill="${c.body}" stroke="${c.shade}" stroke-width="3"/>` +
    `<path d="M130 150h140" stroke="${c.shade}" stroke-width="3"/>` +
    `<rect x="244" y="84" width="9" height="46" rx="4" fill="${c.accent}"/>` +
    `<rect x="244" y="168" width="9" height="80" rx="4" fill="${c.accent}"/>` +
    `<rect x="146" y="70" width="12" height="258" rx="6" fill="#fff" opacity=".35"/>` +
    `<rect x="142" y="338" width="18" height="8" fill="${c.shade}"/><rect x="240" y="338" width="18" height="8" fill="${c.shade}"/>`,
  washer: (c) =>
    `<rect x="108" y="96" width="184" height="238" rx="16" fill="${c.body}" stroke="${c.shade}" stroke-width="3"/>` +
    `<path d="M108 146h184" stroke="${c.shade}" stroke-width="3"/>` +
    `<rect x="126" y="114" width="62" height="14" rx="7" fill="${c.ink}" opacity=".7"/>` +
    `<circle cx="258" cy="121" r="10" fill="${c.accent}"/>` +
    `<circle cx="200" cy="240" r="64" fill="${c.shade}"/><circle cx="200" cy="240" r="50" fill="${c.glass}"/>` +
    `<path d="M152 250q24-18 48 0t48 0v8a50 50 0 0 1-96 0z" fill="${c.accent}" opacity=".55"/>` +
    `<circle cx="182" cy="220" r="11" fill="#fff" opacity=".4"/>`,
  ac: (c) =>
    `<rect x="62" y="120" width="276" height="104" rx="24" fill="${c.body}" stroke="${c.shade}" stroke-width="3"/>` +
    `<rect x="84" y="192" width="232" height="16" rx="8" fill="${c.shade}"/>` +
    `<circle cx="306" cy="146" r="6" fill="${c.accent}"/>` +
    `<rect x="84" y="140" width="90" height="8" rx="4" fill="#fff" opacity=".5"/>` +
    `<g fill="none" stroke="${c.accent}" stroke-width="6" stroke-linecap="round" opacity=".75">` +
    `<path d="M120 246q18 22 0 44t0 44"/><path d="M200 246q18 22 0 44t0 44"/><path d="M280 246q18 22 0 44t0 44"/></g>`,
  fan: (c) =>
    `<rect x="193" y="210" width="14" height="120" rx="6" fill="${c.shade}"/>` +
    `<ellipse cx="200" cy="334" rx="64" ry="13" fill="${c.body}" stroke="${c.shade}" stroke-width="3"/>` +
    `<g fill="${c.accent}" opacity=".9">` +
    [0, 120, 240].map((a) => `<ellipse cx="200" cy="100" rx="24" ry="44" transform="rotate(${a} 200 140)"/>`).join('') +
    `</g><circle cx="200" cy="140" r="84" fill="none" stroke="${c.ink}" stroke-width="6" opacity=".8"/>` +
    `<circle cx="200" cy="140" r="15" fill="${c.body}" stroke="${c.shade}" stroke-width="3"/>`,
  kettle: (c) =>
    `<path d="M150 198L108 166l8-9 42 26z" fill="${c.body}" stroke="${c.shade}" stroke-width="3"/>` +
    `<path d="M246 186q58 12 42 86q-6 28-32 28" fill="none" stroke="${c.accent}" stroke-width="15" stroke-linecap="round"/>` +
    `<path d="M140 330l15-160q45-32 90 0l15 160z" fill="${c.body}" stroke="${c.shade}" stroke-width="3"/>` +
    `<ellipse cx="200" cy="166" rx="44" ry="10" fill="${c.shade}"/>` +
    `<rect x="188" y="142" width="24" height="16" rx="6" fill="${c.accent}"/>` +
    `<rect x="166" y="214" width="14" height="84" rx="7" fill="${c.accent}" opacity=".45"/>` +
    `<rect x="124" y="326" width="152" height="18" rx="8" fill="${c.ink}"/>`,
  blender: (c) =>
    `<path d="M152 108h96l-12 164h-72z" fill="${c.accentLight}" opacity=".55" stroke="${c.shade}" stroke-width="3"/>` +
    `<path d="M160 196h80l-6 74h-68z" fill="${c.accent}" opacity=".7"/>` +
    `<path d="M246 128h30v104h-36" fill="none" stroke="${c.shade}" stroke-width="10" stroke-linejoin="round"/>` +
    `<rect x="144" y="94" width="112" height="20" rx="6" fill="${c.ink}"/>` +
    `<path d="M144 272h112l14 70H130z" fill="${c.ink}"/><circle cx="200" cy="308" r="11" fill="${c.accent}"/>`,
  microwave: (c) =>
    `<rect x="76" y="136" width="248" height="168" rx="14" fill="${c.body}" stroke="${c.shade}" stroke-width="3"/>` +
    `<rect x="96" y="156" width="164" height="128" rx="8" fill="${c.glass}"/>` +
    `<rect x="108" y="168" width="46" height="104" rx="6" fill="#fff" opacity=".12"/>` +
    `<rect x="272" y="160" width="38" height="16" rx="3" fill="${c.ink}"/><rect x="278" y="165" width="16" height="6" fill="${c.accent}"/>` +
    `<circle cx="291" cy="214" r="11" fill="${c.shade}"/><circle cx="291" cy="252" r="11" fill="${c.shade}"/>` +
    `<rect x="94" y="302" width="22" height="8" fill="${c.shade}"/><rect x="284" y="302" width="22" height="8" fill="${c.shade}"/>`,
  airfryer: (c) =>
    `<rect x="128" y="104" width="144" height="234" rx="48" fill="${c.body}" stroke="${c.shade}" stroke-width="3"/>` +
    `<rect x="150" y="126" width="100" height="40" rx="12" fill="${c.ink}"/>` +
    `<circle cx="176" cy="146" r="6" fill="${c.accent}"/><circle cx="200" cy="146" r="6" fill="${c.accentLight}"/><circle cx="224" cy="146" r="6" fill="${c.second}"/>` +
    `<rect x="144" y="206" width="112" height="112" rx="20" fill="${c.shade}"/>` +
    `<rect x="178" y="246" width="44" height="14" rx="7" fill="${c.accent}"/>`,
  coffee: (c) =>
    `<rect x="118" y="96" width="176" height="62" rx="12" fill="${c.body}" stroke="${c.shade}" stroke-width="3"/>` +
    `<rect x="242" y="150" width="52" height="188" rx="10" fill="${c.body}" stroke="${c.shade}" stroke-width="3"/>` +
    `<rect x="118" y="322" width="176" height="20" rx="6" fill="${c.ink}"/>` +
    `<rect x="158" y="158" width="64" height="18" rx="4" fill="${c.ink}"/>` +
    `<path d="M164 268h52v30q0 20-26 20t-26-20z" fill="#fff" stroke="${c.shade}" stroke-width="3"/>` +
    `<path d="M216 278q18 0 18 13t-18 13" fill="none" stroke="${c.shade}" stroke-width="5"/>` +
    `<g fill="none" stroke="${c.accent}" stroke-width="5" stroke-linecap="round"><path d="M180 252q-9-12 0-24"/><path d="M200 252q-9-12 0-24"/></g>` +
    `<circle cx="268" cy="127" r="9" fill="${c.accent}"/>`,
  phone: (c) =>
    `<defs><linearGradient id="${c.id}s" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.accent}"/><stop offset="1" stop-color="${c.second}"/></linearGradient></defs>` +
    `<g transform="rotate(-8 200 200)"><rect x="138" y="54" width="124" height="262" rx="24" fill="${c.ink}"/>` +
    `<rect x="146" y="64" width="108" height="242" rx="17" fill="url(#${c.id}s)"/>` +
    `<rect x="184" y="72" width="32" height="9" rx="4.5" fill="${c.ink}"/>` +
    appGrid(162, 110, 3, 4, 26, 14) +
    `<path d="M146 64h70L146 190z" fill="#fff" opacity=".14"/></g>`,
  tablet: (c) =>
    `<defs><linearGradient id="${c.id}s" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.second}"/><stop offset="1" stop-color="${c.accent}"/></linearGradient></defs>` +
    `<rect x="78" y="92" width="244" height="176" rx="18" fill="${c.ink}"/>` +
    `<rect x="90" y="104" width="220" height="152" rx="10" fill="url(#${c.id}s)"/>` +
    appGrid(110, 122, 6, 3, 34, 20) +
    `<rect x="150" y="282" width="100" height="10" rx="5" fill="${c.shade}" opacity=".6"/>`,
  tv: (c) =>
    `<defs><linearGradient id="${c.id}s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.accentLight}"/><stop offset="1" stop-color="${c.accent}"/></linearGradient></defs>` +
    `<rect x="46" y="74" width="308" height="186" rx="10" fill="${c.ink}"/>` +
    `<rect x="54" y="82" width="292" height="170" rx="4" fill="url(#${c.id}s)"/>` +
    `<circle cx="280" cy="126" r="20" fill="#fff" opacity=".75"/>` +
    `<path d="M54 252l70-86 50 52 60-80 112 114z" fill="${c.accentDark}" opacity=".75"/>` +
    `<rect x="190" y="260" width="20" height="40" fill="${c.shade}"/><rect x="136" y="298" width="128" height="11" rx="5" fill="${c.ink}"/>`,
  speaker: (c) =>
    `<rect x="136" y="84" width="128" height="252" rx="32" fill="${c.ink}"/>` +
    `<circle cx="200" cy="158" r="38" fill="${c.shade}"/><circle cx="200" cy="158" r="15" fill="${c.accent}"/>` +
    `<circle cx="200" cy="258" r="54" fill="${c.shade}"/><circle cx="200" cy="258" r="22" fill="${c.accent}"/>` +
    `<g fill="none" stroke="${c.accent}" stroke-width="6" stroke-linecap="round" opacity=".6"><path d="M292 210q14 30 0 60"/><path d="M312 196q26 44 0 88"/><path d="M108 210q-14 30 0 60"/><path d="M88 196q-26 44 0 88"/></g>`,
  headphones: (c) =>
    `<path d="M116 236q0-150 84-150t84 150" fill="none" stroke="${c.ink}" stroke-width="17" stroke-linecap="round"/>` +
    `<rect x="94" y="208" width="54" height="100" rx="24" fill="${c.accent}"/><rect x="252" y="208" width="54" height="100" rx="24" fill="${c.accent}"/>` +
    `<rect x="108" y="222" width="26" height="72" rx="13" fill="${c.accentDark}"/><rect x="266" y="222" width="26" height="72" rx="13" fill="${c.accentDark}"/>`,
  sofa: (c) =>
    `<rect x="70" y="146" width="260" height="104" rx="28" fill="${c.accent}"/>` +
    `<rect x="96" y="166" width="96" height="62" rx="18" fill="#fff" opacity=".22"/><rect x="208" y="166" width="96" height="62" rx="18" fill="#fff" opacity=".22"/>` +
    `<rect x="78" y="232" width="244" height="54" rx="16" fill="${c.accentLight}"/>` +
    `<rect x="46" y="196" width="54" height="104" rx="22" fill="${c.accentDark}"/><rect x="300" y="196" width="54" height="104" rx="22" fill="${c.accentDark}"/>` +
    `<rect x="70" y="298" width="12" height="34" rx="4" fill="${c.wood}"/><rect x="318" y="298" width="12" height="34" rx="4" fill="${c.wood}"/>`,
  chair: (c) =>
    `<rect x="148" y="74" width="104" height="134" rx="20" fill="${c.accent}"/>` +
    `<rect x="162" y="88" width="76" height="104" rx="14" fill="#fff" opacity=".18"/>` +
    `<rect x="132" y="198" width="136" height="36" rx="12" fill="${c.accentDark}"/>` +
    `<g stroke="${c.wood}" stroke-width="11" stroke-linecap="round"><path d="M150 236l-14 100"/><path d="M250 236l14 100"/><path d="M176 236l-4 84"/><path d="M224 236l4 84"/></g>`,
  table: (c) =>
    `<rect x="62" y="184" width="276" height="22" rx="6" fill="${c.wood}"/>` +
    `<g fill="${c.wood}" opacity=".85"><rect x="84" y="204" width="16" height="130" rx="4"/><rect x="300" y="204" width="16" height="130" rx="4"/></g>` +
    `<path d="M186 184q-14-36 14-60q28 24 14 60z" fill="${c.accent}"/>` +
    `<circle cx="200" cy="106" r="16" fill="${c.second}"/><circle cx="178" cy="116" r="11" fill="${c.accentLight}"/><circle cx="222" cy="116" r="11" fill="${c.accentLight}"/>` +
    `<rect x="250" y="168" width="40" height="16" rx="4" fill="${c.body}" stroke="${c.shade}" stroke-width="2"/>`,
  bed: (c) =>
    `<rect x="62" y="136" width="42" height="184" rx="10" fill="${c.wood}"/>` +
    `<rect x="96" y="222" width="248" height="50" rx="12" fill="#fff" stroke="${c.shade}" stroke-width="3"/>` +
    `<rect x="112" y="198" width="66" height="32" rx="13" fill="${c.bgA}" stroke="${c.shade}" stroke-width="3"/>` +
    `<rect x="172" y="212" width="178" height="64" rx="14" fill="${c.accent}"/>` +
    `<path d="M172 240h178" stroke="#fff" stroke-width="4" opacity=".3"/>` +
    `<rect x="86" y="270" width="270" height="24" rx="6" fill="${c.wood}"/>` +
    `<rect x="330" y="292" width="14" height="34" fill="${c.wood}"/><rect x="96" y="292" width="14" height="34" fill="${c.wood}"/>`,
  lamp: (c) =>
    `<ellipse cx="200" cy="196" rx="86" ry="18" fill="#fff6c2" opacity=".7"/>` +
    `<path d="M148 84h104l32 98H116z" fill="${c.accent}"/><path d="M148 84h24l-18 98h-38z" fill="#fff" opacity=".2"/>` +
    `<rect x="195" y="182" width="10" height="146" fill="${c.ink}"/>` +
    `<ellipse cx="200" cy="332" rx="54" ry="11" fill="${c.ink}"/>`,
  pot: (c) =>
    `<rect x="76" y="196" width="40" height="16" rx="8" fill="${c.ink}"/><rect x="284" y="196" width="40" height="16" rx="8" fill="${c.ink}"/>` +
    `<path d="M108 180h184v112q0 42-42 42H150q-42 0-42-42z" fill="${c.accent}"/>` +
    `<path d="M126 196h16v112q0 12 10 18h-6q-20-4-20-22z" fill="#fff" opacity=".22"/>` +
    `<ellipse cx="200" cy="180" rx="96" ry="15" fill="${c.accentDark}"/>` +
    `<path d="M112 172q88-72 176 0z" fill="${c.shade}"/><rect x="184" y="118" width="32" height="16" rx="7" fill="${c.ink}"/>`,
  pan: (c) =>
    `<rect x="258" y="222" width="120" height="22" rx="11" fill="${c.wood}" transform="rotate(-12 258 233)"/>` +
    `<ellipse cx="168" cy="244" rx="114" ry="44" fill="${c.ink}"/>` +
    `<ellipse cx="168" cy="236" rx="100" ry="34" fill="${c.shade}"/>` +
    `<ellipse cx="150" cy="236" rx="34" ry="15" fill="#fff"/><circle cx="146" cy="234" r="10" fill="#f5b921"/>` +
    `<ellipse cx="206" cy="228" rx="26" ry="11" fill="${c.second}" opacity=".8"/>`,
  plates: (c) =>
    [310, 290, 270]
      .map(
        (y) =>
          `<ellipse cx="168" cy="${y}" rx="118" ry="26" fill="#fff" stroke="${c.shade}" stroke-width="3"/><ellipse cx="168" cy="${y - 3}" rx="82" ry="15" fill="none" stroke="${c.accent}" stroke-width="3"/>`,
      )
      .join('') +
    `<ellipse cx="300" cy="252" rx="44" ry="9" fill="#fff" stroke="${c.shade}" stroke-width="3"/>` +
    `<path d="M278 166h44q-12 20 0 40q10 20-6 42h-32q-16-22-6-42q12-20 0-40z" fill="#b45309" opacity=".85" stroke="${c.shade}" stroke-width="2"/>` +
    `<path d="M280 166h40" stroke="${c.shade}" stroke-width="3"/>`,
  bottle: (c) =>
    `<rect x="172" y="50" width="56" height="28" rx="7" fill="${c.ink}"/>` +
    `<path d="M176 76h48v36q36 20 36 60v146q0 20-20 20h-80q-20 0-20-20V172q0-40 36-60z" fill="${c.accent}"/>` +
    `<rect x="150" y="190" width="100" height="84" rx="10" fill="#fff" opacity=".88"/>` +
    `<rect x="166" y="210" width="68" height="10" rx="5" fill="${c.accentDark}"/><rect x="176" y="232" width="48" height="8" rx="4" fill="${c.second}"/>` +
    `<rect x="156" y="130" width="10" height="178" rx="5" fill="#fff" opacity=".28"/>`,
  jar: (c) =>
    `<rect x="128" y="138" width="144" height="196" rx="32" fill="${c.accent}"/>` +
    `<rect x="122" y="106" width="156" height="42" rx="10" fill="${c.ink}"/>` +
    `<rect x="146" y="198" width="108" height="76" rx="12" fill="#fff" opacity=".88"/>` +
    `<circle cx="200" cy="236" r="20" fill="${c.second}"/>` +
    `<rect x="140" y="160" width="12" height="150" rx="6" fill="#fff" opacity=".25"/>`,
  bag: (c) =>
    `<path d="M118 122q82-28 164 0l22 202q-104 28-208 0z" fill="#efe4cc" stroke="${c.shade}" stroke-width="3"/>` +
    `<path d="M148 124q52-44 104 0" fill="none" stroke="${c.wood}" stroke-width="6"/>` +
    `<rect x="146" y="186" width="108" height="92" rx="14" fill="${c.accent}"/>` +
    `<g fill="#fff" opacity=".85"><ellipse cx="182" cy="232" rx="7" ry="12" transform="rotate(-30 182 232)"/><ellipse cx="200" cy="226" rx="7" ry="12"/><ellipse cx="218" cy="232" rx="7" ry="12" transform="rotate(30 218 232)"/></g>`,
  box: (c) =>
    `<path d="M116 132l42-32h144l-42 32z" fill="${c.accentLight}"/>` +
    `<path d="M260 132l42-32v200l-42 32z" fill="${c.accentDark}"/>` +
    `<rect x="116" y="132" width="144" height="200" fill="${c.accent}"/>` +
    `<circle cx="188" cy="228" r="42" fill="#fff" opacity=".88"/>` +
    `<path d="M170 244q4-36 38-42q-4 36-38 42z" fill="${c.second}"/>`,
  blocks: (c) =>
    [
      [100, 250, c.accent],
      [200, 250, c.second],
      [150, 166, c.accentLight],
      [250, 166, c.accentDark],
    ]
      .map(
        ([x, y, fill]) =>
          `<rect x="${x}" y="${y}" width="86" height="86" rx="10" fill="${fill}"/><circle cx="${Number(x) + 43}" cy="${Number(y) + 43}" r="18" fill="#fff" opacity=".35"/>`,
      )
      .join(''),
  stroller: (c) =>
    `<path d="M116 214a96 96 0 0 1 136-106v106z" fill="${c.accent}"/>` +
    `<path d="M106 214h186q0 66-64 66h-58q-64 0-64-66z" fill="${c.accentDark}"/>` +
    `<path d="M292 214l30-86" stroke="${c.ink}" stroke-width="9" stroke-linecap="round"/><rect x="306" y="116" width="34" height="14" rx="7" fill="${c.ink}"/>` +
    `<g fill="none" stroke="${c.ink}" stroke-width="9"><circle cx="140" cy="314" r="24"/><circle cx="262" cy="314" r="24"/></g>` +
    `<path d="M160 280l-14 12M242 280l12 12" stroke="${c.ink}" stroke-width="7"/>`,
  hairdryer: (c) =>
    `<rect x="170" y="170" width="46" height="136" rx="20" fill="${c.accent}" transform="rotate(12 193 238)"/>` +
    `<rect x="272" y="128" width="54" height="44" rx="8" fill="${c.ink}"/>` +
    `<rect x="112" y="106" width="180" height="86" rx="43" fill="${c.accent}"/>` +
    `<circle cx="152" cy="149" r="32" fill="${c.accentDark}"/>` +
    `<g stroke="#fff" stroke-width="4" opacity=".5"><path d="M136 149h32"/><path d="M152 133v32"/></g>` +
    `<g fill="none" stroke="${c.second}" stroke-width="5" stroke-linecap="round" opacity=".8"><path d="M338 136h30"/><path d="M338 150h40"/><path d="M338 164h30"/></g>`,
  shaver: (c) =>
    `<rect x="160" y="76" width="100" height="58" rx="22" fill="${c.shade}"/>` +
    `<g fill="${c.ink}" opacity=".55"><circle cx="182" cy="104" r="12"/><circle cx="210" cy="104" r="12"/><circle cx="238" cy="104" r="12"/></g>` +
    `<rect x="168" y="118" width="84" height="210" rx="38" fill="${c.ink}"/>` +
    `<circle cx="210" cy="204" r="15" fill="${c.accent}"/><rect x="202" y="236" width="16" height="56" rx="8" fill="${c.accentDark}"/>`,
  store: (c) =>
    `<rect x="56" y="132" width="288" height="206" fill="${c.body}" stroke="${c.shade}" stroke-width="3"/>` +
    `<rect x="46" y="92" width="308" height="46" rx="6" fill="${c.ink}"/>` +
    Array.from(
      { length: 8 },
      (_, i) => `<path d="M${54 + i * 37} 138h37v26a18.5 18.5 0 0 1-37 0z" fill="${i % 2 ? '#fff' : c.accent}"/>`,
    ).join('') +
    `<rect x="78" y="196" width="110" height="96" rx="4" fill="${c.glass}"/><rect x="86" y="204" width="30" height="80" fill="#fff" opacity=".12"/>` +
    `<rect x="214" y="196" width="108" height="142" rx="4" fill="${c.accentDark}"/><circle cx="234" cy="272" r="5" fill="${c.accentLight}"/>` +
    `<rect x="106" y="240" width="22" height="52" rx="3" fill="${c.accentLight}"/><rect x="138" y="256" width="30" height="36" rx="3" fill="${c.second}"/>`,
} satisfies Record<string, Motif>;

export type MotifName = keyof typeof MOTIFS;
export const MOTIF_NAMES = Object.keys(MOTIFS) as MotifName[];

function appGrid(x0: number, y0: number, cols: number, rows: number, step: number, size: number): string {
  let out = '<g fill="#fff" opacity=".55">';
  for (let r = 0; r < rows; r++)
    for (let col = 0; col < cols; col++)
      out += `<rect x="${x0 + col * step}" y="${y0 + r * step}" width="${size}" height="${size}" rx="${size / 4}"/>`;
  return out + '</g>';
}

function isMotifName(value: string): value is MotifName {
  return Object.hasOwn(MOTIFS, value);
}

/** The motif a product SKU asks for (`KETTLE-4001` → kettle), or one chosen from its hash. */
export function motifForSku(sku: string): MotifName {
  const prefix = sku.split('-', 1)[0]!.toLowerCase();
  return isMotifName(prefix) ? prefix : MOTIF_NAMES[hashString(sku) % MOTIF_NAMES.length]!;
}

// What each demo slug is about; unknown slugs still get artwork, chosen by hash.
const SLUG_MOTIFS: Record<string, MotifName[]> = {
  refrigerators: ['fridge'],
  'washing-machines': ['washer'],
  'air-conditioners': ['ac', 'fan'],
  'kitchen-appliances': ['kettle', 'airfryer', 'blender'],
  'phones-tablets': ['phone', 'tablet'],
  'tv-audio': ['tv', 'speaker', 'headphones'],
  furniture: ['sofa', 'lamp', 'chair'],
  cookware: ['pot', 'pan', 'plates'],
  'personal-care': ['bottle', 'hairdryer', 'shaver'],
  'groceries-drinks': ['bag', 'jar', 'box'],
  kids: ['blocks', 'stroller', 'bottle'],
  'home-appliances': ['fridge', 'washer', 'kettle'],
  electronics: ['tv', 'phone', 'headphones'],
  'home-living': ['sofa', 'lamp', 'pot'],
  'daily-essentials': ['bag', 'bottle', 'blocks'],
  'summer-cooling': ['ac', 'fan'],
  'new-phones': ['phone', 'tablet', 'headphones'],
  kitchen: ['pot', 'kettle', 'airfryer'],
  products: ['tv', 'sofa', 'fridge'],
  'offers-week': ['washer', 'microwave', 'kettle'],
  'offers-eid': ['blocks', 'stroller', 'bottle'],
  contact: ['store', 'phone'],
  'choosing-an-air-conditioner': ['ac', 'fan'],
  'save-electricity-summer': ['fridge', 'ac'],
  'fib-payments': ['phone', 'tablet'],
  'showroom-basra-opening': ['store', 'sofa'],
};

function motifsForKey(key: string, count: number): MotifName[] {
  const known = SLUG_MOTIFS[key];
  if (known) return known.slice(0, count);
  const rand = randomFrom(hashString(key) ^ 0x9e3779b9);
  return Array.from({ length: count }, () => pick(rand, MOTIF_NAMES));
}

// ---------------------------------------------------------------------------------------------
// Compositions

function svg(width: number, height: number, viewW: number, viewH: number, inner: string): string {
  // The namespace is the only URL in the document: required for standalone SVG, never fetched.
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${viewW} ${viewH}" role="img">` +
    inner +
    '</svg>'
  );
}

function gradient(c: Colors, id: string, from: string, to: string, vertical = false): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  return `<linearGradient id="${c.id}${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

function place(motif: MotifName, c: Colors, x: number, y: number, scale: number): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})">${MOTIFS[motif](c)}</g>`;
}

function dots(rand: Random, count: number, w: number, h: number, fill: string, opacity: number): string {
  let out = `<g fill="${fill}" opacity="${opacity}">`;
  for (let i = 0; i < count; i++) {
    out += `<circle cx="${Math.round(rand() * w)}" cy="${Math.round(rand() * h)}" r="${(2 + rand() * 5).toFixed(1)}"/>`;
  }
  return out + '</g>';
}

function blob(rand: Random, cx: number, cy: number, r: number, fill: string, opacity: number): string {
  const points = 7;
  const coords: [number, number][] = [];
  for (let i = 0; i < points; i++) {
    const angle = (i / points) * Math.PI * 2;
    const radius = r * (0.78 + rand() * 0.35);
    coords.push([cx + Math.cos(angle) * radius, cy + Math.sin(angle) * radius]);
  }
  // Smooth closed curve through the points (midpoint quadratic Béziers).
  const mid = (a: [number, number], b: [number, number]) => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2] as const;
  const first = mid(coords[points - 1]!, coords[0]!);
  let d = `M${first[0].toFixed(1)} ${first[1].toFixed(1)}`;
  for (let i = 0; i < points; i++) {
    const p = coords[i]!;
    const m = mid(p, coords[(i + 1) % points]!);
    d += `Q${p[0].toFixed(1)} ${p[1].toFixed(1)} ${m[0].toFixed(1)} ${m[1].toFixed(1)}`;
  }
  return `<path d="${d}Z" fill="${fill}" opacity="${opacity}"/>`;
}

/** Product gallery image n (1…MAX_PRODUCT_IMAGES): a hero shot, a styled shot and a close-up. */
export function renderProductArtwork(sku: string, n: number): string {
  const c = paletteFor(sku);
  const rand = randomFrom(hashString(`${sku}#${n}`));
  const motif = motifForSku(sku);
  const shadow = (cx: number, rx: number) =>
    `<ellipse cx="${cx}" cy="346" rx="${rx}" ry="12" fill="${c.ink}" opacity=".14"/>`;
  let inner: string;
  if (n === 2) {
    inner =
      `<defs>${gradient(c, 'b', c.bgB, c.bgA)}</defs><rect width="400" height="400" fill="url(#${c.id}b)"/>` +
      blob(rand, 290, 110, 90, c.accentLight, 0.55) +
      dots(rand, 14, 400, 400, c.accent, 0.25) +
      shadow(200, 110) +
      place(motif, c, 30, 40, 0.85);
  } else if (n >= 3) {
    inner =
      `<defs>${gradient(c, 'b', c.bgDeep, c.accentDark, true)}</defs><rect width="400" height="400" fill="url(#${c.id}b)"/>` +
      `<circle cx="200" cy="200" r="150" fill="${c.bgA}" opacity=".12"/>` +
      `<circle cx="200" cy="200" r="110" fill="${c.bgA}" opacity=".12"/>` +
      place(motif, c, -70, -40, 1.35);
  } else {
    inner =
      `<defs>${gradient(c, 'b', c.bgA, c.bgB)}</defs><rect width="400" height="400" fill="url(#${c.id}b)"/>` +
      `<circle cx="200" cy="196" r="150" fill="#fff" opacity=".5"/>` +
      shadow(200, 120) +
      MOTIFS[motif](c);
  }
  return svg(800, 800, 400, 400, inner);
}

export function renderArtwork(kind: MediaKind, key: string): string {
  const c = paletteFor(`${kind}/${key}`);
  const rand = randomFrom(hashString(`${key}/${kind}`));
  switch (kind) {
    case 'categories': {
      const [motif] = motifsForKey(key, 1);
      return svg(
        400,
        400,
        400,
        400,
        `<defs>${gradient(c, 'b', c.bgA, c.bgB)}</defs><rect width="400" height="400" rx="48" fill="url(#${c.id}b)"/>` +
          blob(rand, 200, 200, 160, '#fff', 0.55) +
          place(motif ?? 'box', c, 40, 30, 0.8),
      );
    }
    case 'collections': {
      const motifs = motifsForKey(key, 3);
      return svg(
        800,
        600,
        400,
        300,
        `<defs>${gradient(c, 'b', c.bgA, c.bgB)}</defs><rect width="400" height="300" fill="url(#${c.id}b)"/>` +
          blob(rand, 310, 70, 90, c.accentLight, 0.5) +
          blob(rand, 60, 250, 80, '#fff', 0.45) +
          motifs.map((m, i) => place(m, c, [0, 140, 260][i]! - 10, [80, 40, 100][i]!, [0.55, 0.62, 0.45][i]!)).join(''),
      );
    }
    case 'banners':
    case 'articles': {
      const wide = kind === 'banners';
      const [w, h] = wide ? [800, 300] : [640, 360];
      const motifs = motifsForKey(key, wide ? 3 : 2);
      // The drawings fill the end side; the start side stays calm for the storefront's overlaid title.
      const area = w * 0.54;
      const step = area / motifs.length;
      const scale = Math.min((h * 0.88) / 345, step / 280);
      return svg(
        w * 2,
        h * 2,
        w,
        h,
        `<defs>${gradient(c, 'b', c.bgA, c.bgB)}${gradient(c, 'w', c.accent, c.accentDark)}</defs>` +
          `<rect width="${w}" height="${h}" fill="url(#${c.id}b)"/>` +
          dots(rand, 24, w, h, c.accent, 0.2) +
          `<path d="M${w * 0.45} 0H${w}V${h}H${w * 0.3}Q${w * 0.55} ${h * 0.5} ${w * 0.45} 0z" fill="url(#${c.id}w)" opacity=".9"/>` +
          blob(rand, w * 0.78, h * 0.2, h * 0.28, c.accentLight, 0.35) +
          motifs
            .map((m, i) => place(m, c, w * 0.44 + i * step + (step - 400 * scale) / 2, h - 10 - 345 * scale, scale))
            .join('') +
          `<rect x="${w * 0.06}" y="${h * 0.3}" width="${w * 0.22}" height="10" rx="5" fill="${c.accent}" opacity=".25"/>`,
      );
    }
    case 'showrooms':
      return svg(
        1200,
        800,
        600,
        400,
        `<defs>${gradient(c, 'b', c.bgB, c.bgA, true)}</defs><rect width="600" height="400" fill="url(#${c.id}b)"/>` +
          `<circle cx="500" cy="80" r="40" fill="#fff7cc" opacity=".9"/>` +
          blob(rand, 110, 90, 50, '#fff', 0.6) +
          `<rect y="340" width="600" height="60" fill="${c.shade}"/><rect y="366" width="600" height="6" fill="#fff" opacity=".5"/>` +
          place('store', c, 100, 4, 1) +
          `<g fill="${c.accentDark}"><circle cx="50" cy="300" r="34"/><rect x="46" y="300" width="8" height="44"/><circle cx="550" cy="296" r="38"/><rect x="546" y="296" width="8" height="48"/></g>`,
      );
    case 'brands':
      return svg(
        400,
        200,
        400,
        200,
        `<rect width="400" height="200" rx="24" fill="${c.bgA}"/>` +
          `<circle cx="200" cy="100" r="62" fill="${c.accent}"/>` +
          `<path d="M170 100l20 20 40-44" fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>`,
      );
  }
}

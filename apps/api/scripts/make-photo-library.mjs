// Makes the local photo library (apps/api/assets/photo-library): flat illustrations drawn as SVG and rendered with
// sharp, because the demo needs free pictures and none can be downloaded where the portal is built. Run it once
// (`node apps/api/scripts/make-photo-library.mjs`) and commit the result; the same script always draws the same set.
//
// Each picture is 1200×675 (16:9) with a 300 px wide thumbnail, and a manifest entry with Dutch alt text and search
// keywords, which the local image-search provider searches.
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import prettier from 'prettier';
import sharp from 'sharp';

const W = 1200;
const H = 675;
const THUMB_WIDTH = 300;
const out = new URL('../assets/photo-library/', import.meta.url).pathname;

/** A small deterministic random generator (mulberry32), so a rerun draws the same pictures. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const gradient = (id, from, to, vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">` +
  `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

const svg = (defs, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`;

const background = (from, to) => ({
  defs: gradient('bg', from, to),
  body: `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
});

/** A person seen from the front: head and shoulders. */
const person = (x, y, scale, color) =>
  `<g transform="translate(${x} ${y}) scale(${scale})" fill="${color}">` +
  `<circle cx="0" cy="-70" r="38"/><path d="M-70 60 Q-70 -20 0 -20 Q70 -20 70 60 Z"/></g>`;

const hills = (rand, colors, base = 430) =>
  colors
    .map((color, i) => {
      const y = base + i * 70;
      const a = y - 60 - rand() * 80;
      const b = y - 40 - rand() * 90;
      return `<path d="M0 ${y} C 250 ${a}, 500 ${b}, 750 ${y - 30} S 1100 ${a}, ${W} ${y - 10} L ${W} ${H} L 0 ${H} Z" fill="${color}"/>`;
    })
    .join('');

const tree = (x, y, h, trunk, crown) =>
  `<rect x="${x - h * 0.05}" y="${y - h * 0.35}" width="${h * 0.1}" height="${h * 0.35}" fill="${trunk}"/>` +
  `<path d="M${x} ${y - h} L ${x + h * 0.32} ${y - h * 0.3} L ${x - h * 0.32} ${y - h * 0.3} Z" fill="${crown}"/>`;

function skyline(rand, color, windowColor, lit) {
  let x = -20;
  let parts = '';
  while (x < W) {
    const w = 70 + rand() * 90;
    const h = 150 + rand() * 300;
    parts += `<rect x="${x}" y="${H - h}" width="${w}" height="${h}" fill="${color}"/>`;
    for (let wy = H - h + 20; wy < H - 30; wy += 36) {
      for (let wx = x + 14; wx < x + w - 20; wx += 26) {
        if (rand() < lit) parts += `<rect x="${wx}" y="${wy}" width="12" height="18" fill="${windowColor}"/>`;
      }
    }
    x += w + 6;
  }
  return parts;
}

const heartPath = (cx, cy, s) =>
  `M${cx} ${cy + 0.9 * s} C ${cx - 1.6 * s} ${cy - 0.1 * s}, ${cx - 0.9 * s} ${cy - 1.2 * s}, ${cx} ${cy - 0.45 * s} ` +
  `C ${cx + 0.9 * s} ${cy - 1.2 * s}, ${cx + 1.6 * s} ${cy - 0.1 * s}, ${cx} ${cy + 0.9 * s} Z`;

const flower = (x, y, r, petal, heart) =>
  Array.from({ length: 6 }, (_, i) => {
    const a = (i * Math.PI) / 3;
    return `<circle cx="${x + Math.cos(a) * r}" cy="${y + Math.sin(a) * r}" r="${r * 0.8}" fill="${petal}"/>`;
  }).join('') + `<circle cx="${x}" cy="${y}" r="${r * 0.7}" fill="${heart}"/>`;

const snowflake = (x, y, r, color) =>
  `<g stroke="${color}" stroke-width="${Math.max(2, r / 8)}" stroke-linecap="round">` +
  Array.from({ length: 3 }, (_, i) => {
    const a = (i * Math.PI) / 3;
    const dx = Math.cos(a) * r;
    const dy = Math.sin(a) * r;
    return `<line x1="${x - dx}" y1="${y - dy}" x2="${x + dx}" y2="${y + dy}"/>`;
  }).join('') +
  '</g>';

/** The pictures: name (file name), alt text, keywords (lower case, Dutch) and how to draw it. */
const PHOTOS = [
  {
    name: 'zorg-hart',
    alt: 'Een rood hart met een hartslaglijn op een zachtroze achtergrond',
    keywords: ['zorg', 'hart', 'gezondheid', 'cardiologie', 'hartslag', 'patiënt'],
    draw: () => {
      const bg = background('#fde8ec', '#f7c6d0');
      return svg(
        bg.defs,
        bg.body +
          `<path d="${heartPath(600, 330, 190)}" fill="#e0435c"/>` +
          `<polyline points="80,360 420,360 470,250 530,470 590,300 640,400 690,360 1120,360" fill="none" stroke="#ffffff" stroke-width="14" stroke-linejoin="round" stroke-linecap="round"/>`,
      );
    },
  },
  {
    name: 'ziekenhuis',
    alt: 'Een ziekenhuisgebouw met een rood kruis onder een blauwe lucht',
    keywords: ['ziekenhuis', 'zorg', 'gebouw', 'kliniek', 'stad'],
    draw: () => {
      const bg = background('#a8d8f0', '#e6f4fb');
      let windows = '';
      for (let y = 300; y < 600; y += 70) {
        for (let x = 330; x < 870; x += 70)
          if (!(x > 540 && x < 660 && y > 500))
            windows += `<rect x="${x}" y="${y}" width="40" height="44" rx="4" fill="#8cc4e0"/>`;
      }
      return svg(
        bg.defs,
        bg.body +
          `<circle cx="1030" cy="130" r="70" fill="#ffe08a"/>` +
          `<rect x="0" y="600" width="${W}" height="75" fill="#7cc07a"/>` +
          `<rect x="300" y="220" width="600" height="390" fill="#ffffff"/>` +
          windows +
          `<rect x="550" y="510" width="100" height="100" fill="#5b8fb0"/>` +
          `<rect x="560" y="120" width="80" height="200" fill="#ffffff"/><rect x="500" y="180" width="200" height="80" fill="#ffffff"/>` +
          `<rect x="582" y="140" width="36" height="160" fill="#e0435c"/><rect x="520" y="202" width="160" height="36" fill="#e0435c"/>`,
      );
    },
  },
  {
    name: 'onderwijs-boeken',
    alt: 'Een stapel kleurige boeken met een appel erop',
    keywords: ['onderwijs', 'boeken', 'leren', 'studie', 'opleiding', 'lezen'],
    draw: () => {
      const bg = background('#fff4d6', '#ffe3a3');
      const colors = ['#3d6fb6', '#e0435c', '#2f9e7a', '#f2994a', '#6c5ce7'];
      const books = colors
        .map((c, i) => {
          const y = 560 - i * 62;
          const x = 380 + ((i * 37) % 60) - 20;
          return `<rect x="${x}" y="${y}" width="440" height="56" rx="8" fill="${c}"/><rect x="${x + 20}" y="${y + 10}" width="400" height="8" fill="#ffffff" opacity="0.5"/>`;
        })
        .join('');
      return svg(
        bg.defs,
        bg.body +
          `<rect x="0" y="616" width="${W}" height="59" fill="#c98f4f"/>` +
          books +
          `<circle cx="600" cy="250" r="58" fill="#d8323f"/><rect x="596" y="170" width="8" height="40" fill="#6b4226"/>` +
          `<path d="M604 190 q40 -30 60 -10 q-30 25 -60 10" fill="#4caf50"/>`,
      );
    },
  },
  {
    name: 'onderwijs-diploma',
    alt: 'Een afstudeerhoed en een opgerold diploma met een lint',
    keywords: ['onderwijs', 'diploma', 'afstuderen', 'opleiding', 'certificaat', 'geslaagd'],
    draw: () => {
      const bg = background('#dfe9fb', '#b9cdf3');
      return svg(
        bg.defs,
        bg.body +
          `<path d="M600 150 L 900 260 L 600 370 L 300 260 Z" fill="#1f2a44"/>` +
          `<path d="M420 305 L 420 420 Q 600 500 780 420 L 780 305 L 600 370 Z" fill="#2c3a5c"/>` +
          `<line x1="600" y1="260" x2="860" y2="300" stroke="#f2c94c" stroke-width="8"/><line x1="860" y1="300" x2="860" y2="420" stroke="#f2c94c" stroke-width="8"/>` +
          `<circle cx="860" cy="430" r="16" fill="#f2c94c"/>` +
          `<rect x="250" y="520" width="700" height="70" rx="35" fill="#fffaf0"/>` +
          `<rect x="560" y="515" width="40" height="80" fill="#e0435c"/>`,
      );
    },
  },
  {
    name: 'team',
    alt: 'Vijf gestileerde mensen naast elkaar als team',
    keywords: ['team', 'samenwerking', 'mensen', 'collega', 'personeel', 'groep'],
    draw: () => {
      const bg = background('#e3f6f1', '#bfe8dd');
      const colors = ['#2f9e7a', '#3d6fb6', '#f2994a', '#e0435c', '#6c5ce7'];
      const people = colors.map((c, i) => person(200 + i * 200, 470 + (i % 2) * 20, 1.5 - (i % 2) * 0.15, c)).join('');
      return svg(bg.defs, bg.body + `<rect x="0" y="560" width="${W}" height="115" fill="#9fd8c8"/>` + people);
    },
  },
  {
    name: 'vergadering',
    alt: 'Mensen rond een vergadertafel van bovenaf gezien',
    keywords: ['vergadering', 'overleg', 'team', 'bespreking', 'bijeenkomst', 'samenwerking'],
    draw: () => {
      const bg = background('#f3efe9', '#e4dccf');
      const seats = [
        [350, 190],
        [600, 170],
        [850, 190],
        [350, 490],
        [600, 510],
        [850, 490],
        [170, 340],
        [1030, 340],
      ];
      const colors = ['#3d6fb6', '#e0435c', '#2f9e7a', '#f2994a', '#6c5ce7', '#00a8b5', '#d35400', '#8e44ad'];
      const heads = seats
        .map(
          ([x, y], i) =>
            `<circle cx="${x}" cy="${y}" r="62" fill="${colors[i]}"/><circle cx="${x}" cy="${y}" r="30" fill="#f5d0b5"/>`,
        )
        .join('');
      const papers = [
        [330, 260],
        [580, 250],
        [830, 260],
        [330, 380],
        [580, 390],
        [830, 380],
      ]
        .map(([x, y]) => `<rect x="${x}" y="${y}" width="46" height="60" fill="#ffffff"/>`)
        .join('');
      return svg(
        bg.defs,
        bg.body + heads + `<rect x="250" y="240" width="700" height="200" rx="100" fill="#a0703f"/>` + papers,
      );
    },
  },
  {
    name: 'natuur-heuvels',
    alt: 'Glooiende groene heuvels met een zon aan een heldere lucht',
    keywords: ['natuur', 'landschap', 'heuvels', 'zomer', 'zon', 'buiten'],
    draw: () => {
      const rand = random(7);
      const bg = background('#8fd3fe', '#e8f7ff');
      return svg(
        bg.defs,
        bg.body + `<circle cx="900" cy="170" r="90" fill="#ffd45c"/>` + hills(rand, ['#9ad27a', '#6fb85a', '#4d9a45']),
      );
    },
  },
  {
    name: 'natuur-bos',
    alt: 'Een bos met dennenbomen bij zonsopkomst',
    keywords: ['natuur', 'bos', 'bomen', 'buiten', 'rust', 'landschap'],
    draw: () => {
      const rand = random(11);
      const bg = background('#ffcf9e', '#fff0dc');
      let trees = '';
      for (let row = 0; row < 3; row++) {
        const shade = ['#5c8f5a', '#3f7447', '#2b5935'][row];
        for (let x = -40; x < W + 40; x += 90 + rand() * 50) {
          const h = 220 + rand() * 160 + row * 40;
          trees += tree(x, 560 + row * 50, h, '#6b4a2f', shade);
        }
      }
      return svg(
        bg.defs,
        bg.body +
          `<circle cx="300" cy="260" r="110" fill="#ffb36b"/>` +
          trees +
          `<rect x="0" y="650" width="${W}" height="25" fill="#2b5935"/>`,
      );
    },
  },
  {
    name: 'stad-skyline',
    alt: 'De skyline van een stad overdag',
    keywords: ['stad', 'gebouwen', 'skyline', 'kantoor', 'centrum'],
    draw: () => {
      const rand = random(21);
      const bg = background('#7ec8e3', '#d6f0fa');
      return svg(
        bg.defs,
        bg.body + `<circle cx="200" cy="140" r="60" fill="#fff3b0"/>` + skyline(rand, '#4a6d8c', '#cfe6f5', 0.55),
      );
    },
  },
  {
    name: 'stad-nacht',
    alt: 'Een stad bij nacht met verlichte ramen en een maan',
    keywords: ['stad', 'nacht', 'avond', 'gebouwen', 'maan', 'dienst'],
    draw: () => {
      const rand = random(33);
      const bg = background('#1b1f3b', '#3b3f6b');
      let stars = '';
      for (let i = 0; i < 60; i++)
        stars += `<circle cx="${rand() * W}" cy="${rand() * 300}" r="${1 + rand() * 2}" fill="#ffffff" opacity="${0.4 + rand() * 0.6}"/>`;
      return svg(
        bg.defs,
        bg.body +
          stars +
          `<circle cx="950" cy="130" r="60" fill="#f6f1c9"/>` +
          skyline(rand, '#262a4f', '#ffd27a', 0.4),
      );
    },
  },
  {
    name: 'water-zee',
    alt: 'Golven op zee met een zeilboot aan de horizon',
    keywords: ['water', 'zee', 'strand', 'golven', 'zomer', 'vakantie'],
    draw: () => {
      const bg = background('#bfe6ff', '#fdf6e3');
      const waves = ['#5aa9d6', '#3b8fc2', '#2474a6', '#155a85']
        .map((c, i) => {
          const y = 380 + i * 75;
          let d = `M0 ${y}`;
          for (let x = 0; x <= W; x += 150) d += ` q 37 -30 75 0 t 75 0`;
          return `<path d="${d} L ${W} ${H} L 0 ${H} Z" fill="${c}"/>`;
        })
        .join('');
      return svg(
        bg.defs,
        bg.body +
          `<circle cx="600" cy="260" r="80" fill="#ffd27a"/>` +
          `<path d="M850 360 L 850 240 L 920 350 Z" fill="#ffffff"/><path d="M800 365 L 940 365 L 920 385 L 820 385 Z" fill="#e0435c"/>` +
          waves,
      );
    },
  },
  {
    name: 'bergen',
    alt: 'Besneeuwde bergtoppen boven een dal',
    keywords: ['bergen', 'natuur', 'landschap', 'sneeuw', 'winter', 'vakantie'],
    draw: () => {
      const bg = background('#9cc9f0', '#eef6ff');
      const mountain = (x, w, h, c) =>
        `<path d="M${x - w} ${H} L ${x} ${H - h} L ${x + w} ${H} Z" fill="${c}"/>` +
        `<path d="M${x - w * 0.22} ${H - h * 0.78} L ${x} ${H - h} L ${x + w * 0.22} ${H - h * 0.78} L ${x + w * 0.1} ${H - h * 0.72} L ${x} ${H - h * 0.8} L ${x - w * 0.1} ${H - h * 0.72} Z" fill="#ffffff"/>`;
      return svg(
        bg.defs,
        bg.body +
          mountain(300, 420, 480, '#7c8fa8') +
          mountain(850, 480, 560, '#5f7391') +
          mountain(600, 300, 330, '#8ea2ba') +
          `<rect x="0" y="620" width="${W}" height="55" fill="#6fae6a"/>`,
      );
    },
  },
  {
    name: 'stethoscoop',
    alt: 'Een stethoscoop op een lichtblauwe achtergrond',
    keywords: ['zorg', 'stethoscoop', 'arts', 'dokter', 'onderzoek', 'geneeskunde', 'medisch'],
    draw: () => {
      const bg = background('#e3f1fb', '#c4e0f5');
      return svg(
        bg.defs,
        bg.body +
          `<path d="M430 140 L 430 330 Q 430 470 560 470 Q 690 470 690 330 L 690 140" fill="none" stroke="#2d3e50" stroke-width="22" stroke-linecap="round"/>` +
          `<path d="M560 470 L 560 520 Q 560 600 680 600 Q 800 600 800 500 L 800 400" fill="none" stroke="#2d3e50" stroke-width="22" stroke-linecap="round"/>` +
          `<circle cx="800" cy="370" r="62" fill="#9aa9b8"/><circle cx="800" cy="370" r="38" fill="#dfe6ec"/>` +
          `<circle cx="430" cy="130" r="20" fill="#9aa9b8"/><circle cx="690" cy="130" r="20" fill="#9aa9b8"/>`,
      );
    },
  },
  {
    name: 'e-learning',
    alt: 'Een laptop met een afspeelknop op het scherm',
    keywords: ['e-learning', 'laptop', 'computer', 'online', 'leren', 'video', 'onderwijs'],
    draw: () => {
      const bg = background('#ece6ff', '#d2c6ff');
      return svg(
        bg.defs,
        bg.body +
          `<rect x="330" y="150" width="540" height="340" rx="20" fill="#2d3142"/><rect x="355" y="175" width="490" height="290" fill="#7f6cf2"/>` +
          `<path d="M250 500 L 950 500 L 1000 560 L 200 560 Z" fill="#4f5468"/>` +
          `<circle cx="600" cy="320" r="70" fill="#ffffff" opacity="0.9"/><path d="M580 285 L 580 355 L 640 320 Z" fill="#7f6cf2"/>`,
      );
    },
  },
  {
    name: 'agenda',
    alt: 'Een kalenderblad met gemarkeerde dagen',
    keywords: ['agenda', 'kalender', 'planning', 'rooster', 'afspraak', 'datum'],
    draw: () => {
      const bg = background('#fff1e6', '#ffd9bf');
      let cells = '';
      const marked = new Set([3, 9, 17, 24]);
      for (let i = 0; i < 28; i++) {
        const x = 330 + (i % 7) * 78;
        const y = 270 + Math.floor(i / 7) * 78;
        cells += `<rect x="${x}" y="${y}" width="64" height="64" rx="8" fill="${marked.has(i) ? '#f2994a' : '#f4f4f4'}"/>`;
      }
      return svg(
        bg.defs,
        bg.body +
          `<rect x="300" y="130" width="600" height="470" rx="24" fill="#ffffff"/><rect x="300" y="130" width="600" height="110" rx="24" fill="#e0435c"/>` +
          `<rect x="300" y="200" width="600" height="40" fill="#e0435c"/>` +
          `<rect x="400" y="100" width="22" height="70" rx="11" fill="#2d3142"/><rect x="778" y="100" width="22" height="70" rx="11" fill="#2d3142"/>` +
          cells,
      );
    },
  },
  {
    name: 'presentatie',
    alt: 'Een presentatiescherm met een staafdiagram',
    keywords: ['presentatie', 'congres', 'vergadering', 'cijfers', 'resultaten', 'lezing'],
    draw: () => {
      const bg = background('#e8f5e9', '#c8e6c9');
      const bars = [160, 220, 180, 290, 250]
        .map(
          (h, i) =>
            `<rect x="${400 + i * 85}" y="${460 - h}" width="55" height="${h}" fill="${['#3d6fb6', '#2f9e7a', '#f2994a', '#e0435c', '#6c5ce7'][i]}"/>`,
        )
        .join('');
      return svg(
        bg.defs,
        bg.body +
          `<rect x="590" y="90" width="20" height="60" fill="#555"/><rect x="330" y="130" width="540" height="360" rx="10" fill="#ffffff" stroke="#555" stroke-width="8"/>` +
          bars +
          `<line x1="380" y1="462" x2="830" y2="462" stroke="#555" stroke-width="6"/>` +
          `<line x1="600" y1="490" x2="520" y2="640" stroke="#555" stroke-width="10"/><line x1="600" y1="490" x2="680" y2="640" stroke="#555" stroke-width="10"/>` +
          person(1000, 580, 1.3, '#3d6fb6'),
      );
    },
  },
  {
    name: 'abstract-cirkels',
    alt: 'Overlappende doorschijnende cirkels in warme kleuren',
    keywords: ['abstract', 'cirkels', 'kleur', 'achtergrond', 'vormen'],
    draw: () => {
      const rand = random(42);
      const bg = background('#fff8f0', '#ffe9d6');
      const colors = ['#f2994a', '#e0435c', '#f2c94c', '#eb5757', '#bb6bd9'];
      let circles = '';
      for (let i = 0; i < 14; i++)
        circles += `<circle cx="${rand() * W}" cy="${rand() * H}" r="${60 + rand() * 170}" fill="${colors[i % colors.length]}" opacity="0.45"/>`;
      return svg(bg.defs, bg.body + circles);
    },
  },
  {
    name: 'abstract-golven',
    alt: 'Vloeiende golflijnen in blauw en groen',
    keywords: ['abstract', 'golven', 'achtergrond', 'rust', 'water'],
    draw: () => {
      const bg = background('#0f3057', '#00587a');
      let lines = '';
      for (let i = 0; i < 14; i++) {
        const y = 100 + i * 38;
        lines += `<path d="M-50 ${y} C 250 ${y - 120}, 500 ${y + 140}, 800 ${y} S 1150 ${y - 100}, 1260 ${y}" fill="none" stroke="${i % 2 ? '#00bbf0' : '#7ce0c3'}" stroke-width="${3 + (i % 4) * 2}" opacity="0.75"/>`;
      }
      return svg(bg.defs, bg.body + lines);
    },
  },
  {
    name: 'abstract-driehoeken',
    alt: 'Een patroon van driehoeken in blauwe en paarse tinten',
    keywords: ['abstract', 'driehoeken', 'geometrie', 'patroon', 'achtergrond'],
    draw: () => {
      const rand = random(5);
      const palette = ['#3d5a98', '#4a69bd', '#6a89cc', '#7158e2', '#5f27cd', '#82ccdd', '#60a3bc'];
      let tris = '';
      const s = 150;
      for (let row = 0; row * (s * 0.866) < H + s; row++) {
        for (let col = -1; col * s < W + s; col++) {
          const x = col * s + (row % 2) * (s / 2);
          const y = row * s * 0.866;
          const c1 = palette[Math.floor(rand() * palette.length)];
          const c2 = palette[Math.floor(rand() * palette.length)];
          tris += `<path d="M${x} ${y} L ${x + s} ${y} L ${x + s / 2} ${y + s * 0.866} Z" fill="${c1}"/>`;
          tris += `<path d="M${x + s} ${y} L ${x + s * 1.5} ${y + s * 0.866} L ${x + s / 2} ${y + s * 0.866} Z" fill="${c2}"/>`;
        }
      }
      return svg('', tris);
    },
  },
  {
    name: 'onderzoek-dna',
    alt: 'Een DNA-helix in blauw en groen',
    keywords: ['onderzoek', 'wetenschap', 'dna', 'genetica', 'laboratorium', 'medisch'],
    draw: () => {
      const bg = background('#eaf6ff', '#cde8f7');
      let helix = '';
      for (let i = 0; i <= 40; i++) {
        const x = 120 + i * 24;
        const phase = (i / 40) * Math.PI * 4;
        const y1 = 337 + Math.sin(phase) * 160;
        const y2 = 337 - Math.sin(phase) * 160;
        if (i % 2 === 0) helix += `<line x1="${x}" y1="${y1}" x2="${x}" y2="${y2}" stroke="#9bb7cc" stroke-width="6"/>`;
        helix += `<circle cx="${x}" cy="${y1}" r="14" fill="#2d7dd2"/><circle cx="${x}" cy="${y2}" r="14" fill="#2f9e7a"/>`;
      }
      return svg(bg.defs, bg.body + helix);
    },
  },
  {
    name: 'lente-bloemen',
    alt: 'Kleurige bloemen in het gras in de lente',
    keywords: ['lente', 'bloemen', 'natuur', 'voorjaar', 'tuin', 'kleur'],
    draw: () => {
      const rand = random(13);
      const bg = background('#d4f1ff', '#f3fbff');
      let flowers = '';
      for (let i = 0; i < 16; i++) {
        const x = 60 + i * 72 + rand() * 20;
        const y = 380 + rand() * 200;
        flowers += `<line x1="${x}" y1="${y}" x2="${x}" y2="${H}" stroke="#3f8f3f" stroke-width="8"/>`;
        flowers += flower(x, y, 18 + rand() * 12, ['#ff6b81', '#ffa502', '#ffffff', '#a55eea'][i % 4], '#ffd32a');
      }
      return svg(bg.defs, bg.body + `<rect x="0" y="560" width="${W}" height="115" fill="#7bc96f"/>` + flowers);
    },
  },
  {
    name: 'herfst-bladeren',
    alt: 'Vallende herfstbladeren in oranje, rood en geel',
    keywords: ['herfst', 'bladeren', 'seizoen', 'natuur', 'oktober'],
    draw: () => {
      const rand = random(17);
      const bg = background('#fff3e0', '#ffe0b2');
      let leaves = '';
      for (let i = 0; i < 26; i++) {
        const x = rand() * W;
        const y = rand() * H;
        const r = rand() * 360;
        const c = ['#d35400', '#e67e22', '#c0392b', '#f1c40f'][i % 4];
        leaves += `<g transform="translate(${x} ${y}) rotate(${r}) scale(${0.6 + rand()})"><path d="M0 -50 Q 40 0 0 50 Q -40 0 0 -50 Z" fill="${c}"/><line x1="0" y1="-45" x2="0" y2="60" stroke="#7f4a1f" stroke-width="3"/></g>`;
      }
      return svg(bg.defs, bg.body + leaves);
    },
  },
  {
    name: 'winter-sneeuw',
    alt: 'Sneeuwvlokken op een ijsblauwe achtergrond',
    keywords: ['winter', 'sneeuw', 'seizoen', 'koud', 'december', 'feestdagen'],
    draw: () => {
      const rand = random(29);
      const bg = background('#4b79a1', '#a7c7e7');
      let flakes = '';
      for (let i = 0; i < 30; i++) flakes += snowflake(rand() * W, rand() * H, 12 + rand() * 40, '#ffffff');
      return svg(
        bg.defs,
        bg.body + flakes + `<path d="M0 600 Q 300 540 600 600 T ${W} 590 L ${W} ${H} L 0 ${H} Z" fill="#f4f9ff"/>`,
      );
    },
  },
  {
    name: 'koffie-pauze',
    alt: 'Een kop koffie met stoom op een houten tafel',
    keywords: ['koffie', 'pauze', 'ontspanning', 'kantine', 'overleg'],
    draw: () => {
      const bg = background('#f5ebe0', '#e3d5ca');
      return svg(
        bg.defs,
        bg.body +
          `<rect x="0" y="520" width="${W}" height="155" fill="#a47551"/>` +
          `<ellipse cx="600" cy="540" rx="230" ry="40" fill="#ffffff"/>` +
          `<path d="M450 300 L 750 300 L 720 520 L 480 520 Z" fill="#ffffff"/><ellipse cx="600" cy="300" rx="150" ry="28" fill="#6f4e37"/>` +
          `<path d="M750 340 q 90 10 70 80 q -15 50 -85 50" fill="none" stroke="#ffffff" stroke-width="22"/>` +
          `<path d="M560 250 q -30 -50 0 -90 q 30 -40 0 -90 M640 250 q -30 -50 0 -90 q 30 -40 0 -90" fill="none" stroke="#ffffff" stroke-width="10" stroke-linecap="round" opacity="0.8"/>`,
      );
    },
  },
  {
    name: 'fiets',
    alt: 'Een fiets langs een Hollandse gracht',
    keywords: ['fiets', 'vervoer', 'stad', 'nederland', 'gracht', 'duurzaam'],
    draw: () => {
      const bg = background('#cdeffd', '#f7fcff');
      const houses = ['#c0392b', '#8e5b3a', '#d35400', '#7f8c8d', '#a0522d', '#b03a2e']
        .map((c, i) => {
          const x = i * 200;
          return (
            `<path d="M${x} 420 L ${x} 200 L ${x + 100} 120 L ${x + 200} 200 L ${x + 200} 420 Z" fill="${c}"/>` +
            `<rect x="${x + 40}" y="230" width="40" height="60" fill="#fdf6e3"/><rect x="${x + 120}" y="230" width="40" height="60" fill="#fdf6e3"/>` +
            `<rect x="${x + 40}" y="320" width="40" height="60" fill="#fdf6e3"/><rect x="${x + 120}" y="320" width="40" height="60" fill="#fdf6e3"/>`
          );
        })
        .join('');
      const wheel = (x) => `<circle cx="${x}" cy="560" r="70" fill="none" stroke="#2d3142" stroke-width="12"/>`;
      return svg(
        bg.defs,
        bg.body +
          houses +
          `<rect x="0" y="420" width="${W}" height="60" fill="#95a5a6"/><rect x="0" y="480" width="${W}" height="195" fill="#5dade2"/>` +
          `<rect x="300" y="470" width="600" height="20" fill="#7f8c8d"/>` +
          wheel(450) +
          wheel(720) +
          `<path d="M450 560 L 540 450 L 680 450 L 720 560 M540 450 L 600 560 L 680 450 M600 560 L 450 560" fill="none" stroke="#16a085" stroke-width="12" stroke-linejoin="round"/>` +
          `<line x1="540" y1="450" x2="525" y2="415" stroke="#2d3142" stroke-width="10"/><rect x="500" y="405" width="55" height="14" rx="7" fill="#2d3142"/>` +
          `<line x1="680" y1="450" x2="670" y2="410" stroke="#2d3142" stroke-width="10"/><line x1="650" y1="410" x2="700" y2="405" stroke="#2d3142" stroke-width="10" stroke-linecap="round"/>`,
      );
    },
  },
];

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const manifest = [];
for (const photo of PHOTOS) {
  const image = sharp(Buffer.from(photo.draw()));
  const png = await image.png().toBuffer();
  // Progressive JPEG at modest quality: the set must stay small enough to commit (~1.5 MB in all).
  await sharp(png)
    .jpeg({ quality: 72, progressive: true, mozjpeg: true })
    .toFile(join(out, `${photo.name}.jpg`));
  await sharp(png)
    .resize({ width: THUMB_WIDTH })
    .jpeg({ quality: 70, progressive: true, mozjpeg: true })
    .toFile(join(out, `${photo.name}.thumb.jpg`));
  manifest.push({ name: photo.name, alt: photo.alt, keywords: photo.keywords });
}
// Written as the repository's formatter would, so `npm run format` leaves the committed file alone.
const manifestFile = join(out, 'manifest.json');
const options = (await prettier.resolveConfig(manifestFile)) ?? {};
writeFileSync(manifestFile, await prettier.format(JSON.stringify(manifest), { ...options, filepath: manifestFile }));
const total = readdirSync(out).reduce((sum, file) => sum + statSync(join(out, file)).size, 0);
console.log(`${PHOTOS.length} pictures in ${out} (${Math.round(total / 1024)} KiB)`);

import sharp from 'sharp'

/**
 * Demo pictures drawn locally: an SVG scene (sky gradient, hills, buildings of one kind, trees,
 * a caption band) rendered by sharp. No downloads; the same spec always gives the same picture.
 */

export type SceneKind =
  | 'towers'
  | 'houses'
  | 'shophouses'
  | 'offices'
  | 'industrial'
  | 'hotel'
  | 'masterplan'
  | 'park'
  | 'lake'
  | 'road'
  | 'train'
  | 'bus'
  | 'crowd'
  | 'school'
  | 'hospital'
  | 'mall'

export type Palette = { skyTop: string; skyBottom: string; accent: string; ground: string }

export const palettes: Record<string, Palette> = {
  morning: { skyTop: '#7ec8e3', skyBottom: '#fde7c8', accent: '#f79226', ground: '#6aa84f' },
  noon: { skyTop: '#3d8fd1', skyBottom: '#cfe9f7', accent: '#ffd166', ground: '#5c9e45' },
  sunset: { skyTop: '#4b3f72', skyBottom: '#f79226', accent: '#ffd166', ground: '#3f6e3a' },
  dusk: { skyTop: '#1d2b53', skyBottom: '#7e5a9b', accent: '#ffb347', ground: '#2f4f3a' },
  teal: { skyTop: '#127475', skyBottom: '#b8e0d2', accent: '#f5df4d', ground: '#4f8a4b' },
  haze: { skyTop: '#9aa5b1', skyBottom: '#eef1f4', accent: '#f79226', ground: '#7a9a6a' },
}

export type Scene = { kind: SceneKind; palette: keyof typeof palettes; label: string; sub?: string; seed: number }

/** Deterministic pseudo-random numbers (mulberry32). */
const rng = (seed: number) => {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let x = a
    x = Math.imul(x ^ (x >>> 15), x | 1)
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61)
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296
  }
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
const FONT = 'DejaVu Sans, Arial, Helvetica, sans-serif'

const facadeColors = ['#f4f1ea', '#e8e2d4', '#dfe7ec', '#f7efe2', '#d9e2dc', '#ece6f0']

function buildings(kind: SceneKind, w: number, h: number, base: number, r: () => number, pal: Palette): string {
  const out: string[] = []
  const pick = <T>(arr: T[]) => arr[Math.floor(r() * arr.length)]
  const windows = (x: number, y: number, bw: number, bh: number, cols: number, rows: number, lit: string) => {
    const cw = bw / cols
    const rh = bh / rows
    for (let c = 0; c < cols; c++)
      for (let rr = 0; rr < rows; rr++)
        out.push(
          `<rect x="${(x + c * cw + cw * 0.2).toFixed(1)}" y="${(y + rr * rh + rh * 0.25).toFixed(1)}" width="${(cw * 0.6).toFixed(1)}" height="${(rh * 0.5).toFixed(1)}" fill="${r() > 0.75 ? lit : '#5b7083'}" fill-opacity="0.85"/>`,
        )
  }
  switch (kind) {
    case 'towers':
    case 'offices':
    case 'masterplan': {
      const n = kind === 'masterplan' ? 16 : 10
      for (let i = 0; i < n; i++) {
        const bw = w * (0.05 + r() * 0.05)
        const x = (i / n) * w + r() * w * 0.03
        const bh = h * (kind === 'offices' ? 0.3 + r() * 0.35 : 0.2 + r() * 0.42)
        const fill = kind === 'offices' ? pick(['#9fb7c9', '#a8c3d6', '#8aa3b8']) : pick(facadeColors)
        out.push(
          `<rect x="${x.toFixed(1)}" y="${(base - bh).toFixed(1)}" width="${bw.toFixed(1)}" height="${bh.toFixed(1)}" fill="${fill}" stroke="#00000022"/>`,
        )
        windows(x, base - bh + 8, bw, bh - 16, 4, Math.max(4, Math.round(bh / 40)), pal.accent)
      }
      break
    }
    case 'houses': {
      const n = 7
      for (let i = 0; i < n; i++) {
        const bw = w / n - 16
        const x = i * (w / n) + 8
        const bh = h * (0.14 + r() * 0.05)
        const roof = pick(['#b5523b', '#8c3b2a', '#6b4f3a', '#4a5d6b'])
        out.push(`<rect x="${x}" y="${base - bh}" width="${bw}" height="${bh}" fill="${pick(facadeColors)}"/>`)
        out.push(
          `<polygon points="${x - 10},${base - bh} ${x + bw / 2},${base - bh - h * 0.1} ${x + bw + 10},${base - bh}" fill="${roof}"/>`,
        )
        out.push(
          `<rect x="${x + bw * 0.4}" y="${base - bh * 0.55}" width="${bw * 0.2}" height="${bh * 0.55}" fill="#6b4f3a"/>`,
        )
        windows(x + 6, base - bh + 10, bw * 0.35, bh * 0.4, 2, 1, pal.accent)
        windows(x + bw * 0.62, base - bh + 10, bw * 0.33, bh * 0.4, 2, 1, pal.accent)
      }
      break
    }
    case 'shophouses':
    case 'mall': {
      const n = kind === 'mall' ? 1 : 6
      for (let i = 0; i < n; i++) {
        const bw = kind === 'mall' ? w * 0.8 : w / n - 6
        const x = kind === 'mall' ? w * 0.1 : i * (w / n) + 3
        const bh = h * (kind === 'mall' ? 0.3 : 0.32)
        out.push(
          `<rect x="${x}" y="${base - bh}" width="${bw}" height="${bh}" fill="${pick(facadeColors)}" stroke="#00000022"/>`,
        )
        out.push(
          `<rect x="${x}" y="${base - bh * 0.32}" width="${bw}" height="${bh * 0.32}" fill="#4a7fa7" fill-opacity="0.9"/>`,
        )
        out.push(`<rect x="${x}" y="${base - bh * 0.36}" width="${bw}" height="${bh * 0.05}" fill="${pal.accent}"/>`)
        windows(x, base - bh + 10, bw, bh * 0.5, kind === 'mall' ? 16 : 3, 2, pal.accent)
      }
      break
    }
    case 'industrial': {
      for (let i = 0; i < 4; i++) {
        const bw = w * 0.22
        const x = i * w * 0.25 + 10
        const bh = h * (0.16 + r() * 0.06)
        out.push(
          `<rect x="${x}" y="${base - bh}" width="${bw}" height="${bh}" fill="${pick(['#c9d1d9', '#b8c4ce', '#d6dde3'])}"/>`,
        )
        const teeth = 5
        const tw = bw / teeth
        const pts = [`${x},${base - bh}`]
        for (let k = 0; k < teeth; k++) pts.push(`${x + k * tw},${base - bh - 30}`, `${x + (k + 1) * tw},${base - bh}`)
        out.push(`<polygon points="${pts.join(' ')}" fill="#7d8b97"/>`)
        for (let d = 0; d < 3; d++)
          out.push(
            `<rect x="${x + 20 + d * (bw / 3)}" y="${base - bh * 0.45}" width="${bw / 5}" height="${bh * 0.45}" fill="#5b6770"/>`,
          )
      }
      out.push(`<rect x="${w * 0.8}" y="${base - h * 0.4}" width="${w * 0.02}" height="${h * 0.4}" fill="#8a8f94"/>`)
      break
    }
    case 'hotel': {
      const x = w * 0.35
      const bw = w * 0.16
      const bh = h * 0.62
      out.push(
        `<path d="M${x} ${base} L${x} ${base - bh} Q${x + bw / 2} ${base - bh - 60} ${x + bw} ${base - bh} L${x + bw} ${base} Z" fill="#f4f1ea" stroke="#00000022"/>`,
      )
      windows(x, base - bh + 10, bw, bh - 20, 5, 16, pal.accent)
      out.push(`<rect x="${w * 0.56}" y="${base - h * 0.18}" width="${w * 0.3}" height="${h * 0.18}" fill="#e8e2d4"/>`)
      windows(w * 0.56, base - h * 0.18 + 6, w * 0.3, h * 0.12, 10, 2, pal.accent)
      out.push(
        `<rect x="${w * 0.1}" y="${base + 10}" width="${w * 0.22}" height="${h * 0.05}" rx="12" fill="#4fc3f7"/>`,
      )
      break
    }
    case 'school':
    case 'hospital': {
      const bw = w * 0.5
      const x = w * 0.25
      const bh = h * 0.26
      out.push(`<rect x="${x}" y="${base - bh}" width="${bw}" height="${bh}" fill="#f7efe2" stroke="#00000022"/>`)
      windows(x, base - bh + 10, bw, bh - 20, 12, 3, pal.accent)
      if (kind === 'hospital') {
        out.push(`<rect x="${x + bw / 2 - 30}" y="${base - bh - 90}" width="60" height="80" fill="#ffffff"/>`)
        out.push(
          `<rect x="${x + bw / 2 - 8}" y="${base - bh - 80}" width="16" height="60" fill="#d62828"/><rect x="${x + bw / 2 - 24}" y="${base - bh - 58}" width="48" height="16" fill="#d62828"/>`,
        )
      } else {
        out.push(
          `<polygon points="${x - 20},${base - bh} ${x + bw / 2},${base - bh - 80} ${x + bw + 20},${base - bh}" fill="#b5523b"/>`,
        )
        out.push(
          `<line x1="${x + bw / 2}" y1="${base - bh - 80}" x2="${x + bw / 2}" y2="${base - bh - 170}" stroke="#444" stroke-width="4"/><rect x="${x + bw / 2}" y="${base - bh - 170}" width="50" height="32" fill="#d62828"/><rect x="${x + bw / 2}" y="${base - bh - 154}" width="50" height="16" fill="#fff"/>`,
        )
      }
      break
    }
    case 'road': {
      out.push(
        `<polygon points="${w * 0.44},${base} ${w * 0.56},${base} ${w * 0.95},${h} ${w * 0.05},${h}" fill="#4a4f55"/>`,
      )
      for (let k = 0; k < 6; k++) {
        const t0 = k / 6
        const y = base + (h - base) * t0 * t0 + 10
        out.push(
          `<rect x="${w * 0.5 - 3 - t0 * 6}" y="${y}" width="${6 + t0 * 12}" height="${18 + t0 * 40}" fill="#f5f5f5"/>`,
        )
      }
      out.push(
        `<rect x="${w * 0.62}" y="${base - h * 0.2}" width="${w * 0.3}" height="${h * 0.06}" fill="#2e7d32"/><text x="${w * 0.77}" y="${base - h * 0.16}" font-family="${FONT}" font-size="${h * 0.03}" fill="#fff" text-anchor="middle">TOL · LESTARI</text>`,
      )
      break
    }
    case 'train': {
      out.push(`<rect x="0" y="${base - h * 0.12}" width="${w}" height="${h * 0.03}" fill="#8a8f94"/>`)
      for (let k = 0; k < 8; k++)
        out.push(
          `<rect x="${k * w * 0.13}" y="${base - h * 0.09}" width="${w * 0.02}" height="${h * 0.09}" fill="#8a8f94"/>`,
        )
      for (let k = 0; k < 4; k++) {
        const x = w * 0.08 + k * w * 0.2
        out.push(
          `<rect x="${x}" y="${base - h * 0.24}" width="${w * 0.19}" height="${h * 0.12}" rx="14" fill="#eef1f4" stroke="#d62828" stroke-width="6"/>`,
        )
        windows(x + 10, base - h * 0.22, w * 0.17, h * 0.05, 5, 1, '#9fd3ff')
      }
      break
    }
    case 'bus': {
      for (let k = 0; k < 2; k++) {
        const x = w * 0.15 + k * w * 0.38
        out.push(
          `<rect x="${x}" y="${base - h * 0.2}" width="${w * 0.32}" height="${h * 0.17}" rx="18" fill="${k ? '#1976d2' : pal.accent}"/>`,
        )
        windows(x + 10, base - h * 0.19, w * 0.3, h * 0.07, 6, 1, '#cfe9f7')
        out.push(
          `<circle cx="${x + w * 0.06}" cy="${base - h * 0.03}" r="${h * 0.03}" fill="#222"/><circle cx="${x + w * 0.26}" cy="${base - h * 0.03}" r="${h * 0.03}" fill="#222"/>`,
        )
      }
      break
    }
    case 'crowd': {
      out.push(
        `<rect x="${w * 0.2}" y="${base - h * 0.3}" width="${w * 0.6}" height="${h * 0.06}" fill="${pal.accent}"/>`,
      )
      out.push(
        `<rect x="${w * 0.22}" y="${base - h * 0.24}" width="${w * 0.01}" height="${h * 0.24}" fill="#555"/><rect x="${w * 0.77}" y="${base - h * 0.24}" width="${w * 0.01}" height="${h * 0.24}" fill="#555"/>`,
      )
      for (let k = 0; k < 60; k++) {
        const x = r() * w
        const y = base + r() * (h - base) * 0.7
        const c = pick(['#d62828', '#f79226', '#1976d2', '#2e7d32', '#6a1b9a', '#333'])
        out.push(
          `<circle cx="${x.toFixed(0)}" cy="${(y - 28).toFixed(0)}" r="12" fill="#8d5524"/><rect x="${(x - 14).toFixed(0)}" y="${(y - 16).toFixed(0)}" width="28" height="44" rx="10" fill="${c}"/>`,
        )
      }
      break
    }
    case 'park':
    case 'lake':
      break
  }
  return out.join('')
}

function trees(w: number, base: number, r: () => number, count: number): string {
  const out: string[] = []
  for (let i = 0; i < count; i++) {
    const x = r() * w
    const s = 18 + r() * 26
    const y = base + r() * 30
    out.push(
      `<rect x="${(x - 3).toFixed(0)}" y="${(y - s).toFixed(0)}" width="6" height="${s.toFixed(0)}" fill="#5d4037"/><circle cx="${x.toFixed(0)}" cy="${(y - s).toFixed(0)}" r="${(s * 0.9).toFixed(0)}" fill="${['#2e7d32', '#388e3c', '#43a047', '#1b5e20'][i % 4]}"/>`,
    )
  }
  return out.join('')
}

export function sceneSvg(scene: Scene, w = 1920, h = 1080): string {
  const pal = palettes[scene.palette]
  const r = rng(scene.seed)
  const base = h * (scene.kind === 'road' ? 0.55 : 0.74)
  const hill = (amp: number, off: number, color: string, opacity: number) => {
    const pts: string[] = [`0,${h}`]
    for (let x = 0; x <= w; x += w / 12)
      pts.push(
        `${x.toFixed(0)},${(base - off - Math.sin((x / w) * Math.PI * 2 + r() * 3) * amp - r() * amp).toFixed(0)}`,
      )
    pts.push(`${w},${h}`)
    return `<polygon points="${pts.join(' ')}" fill="${color}" fill-opacity="${opacity}"/>`
  }
  const water =
    scene.kind === 'lake' || scene.kind === 'park'
      ? `<ellipse cx="${w * 0.55}" cy="${base + h * 0.12}" rx="${w * 0.38}" ry="${h * 0.08}" fill="#4fa3d1" fill-opacity="0.9"/><ellipse cx="${w * 0.5}" cy="${base + h * 0.11}" rx="${w * 0.2}" ry="${h * 0.02}" fill="#ffffff" fill-opacity="0.35"/>`
      : ''
  const band = h * 0.15
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${pal.skyTop}"/><stop offset="1" stop-color="${pal.skyBottom}"/></linearGradient>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#sky)"/>
<circle cx="${(w * (0.15 + r() * 0.7)).toFixed(0)}" cy="${(h * (0.15 + r() * 0.15)).toFixed(0)}" r="${(h * 0.08).toFixed(0)}" fill="${pal.accent}" fill-opacity="0.85"/>
${hill(h * 0.05, h * 0.12, '#5f7f6a', 0.45)}${hill(h * 0.04, h * 0.05, '#4d7358', 0.6)}
<rect x="0" y="${base}" width="${w}" height="${h - base}" fill="${pal.ground}"/>
${water}
${buildings(scene.kind, w, h, base, r, pal)}
${trees(w, base + 6, r, scene.kind === 'park' || scene.kind === 'lake' ? 26 : 10)}
<rect x="0" y="${h - band * 1.6}" width="${w}" height="${band * 1.6}" fill="url(#shade)"/>
<text x="${w * 0.04}" y="${h - band * 0.62}" font-family="${FONT}" font-weight="bold" font-size="${(h * 0.055).toFixed(0)}" fill="#ffffff">${esc(scene.label)}</text>
${scene.sub ? `<text x="${w * 0.04}" y="${h - band * 0.22}" font-family="${FONT}" font-size="${(h * 0.03).toFixed(0)}" fill="#ffffff" fill-opacity="0.9">${esc(scene.sub)}</text>` : ''}
<text x="${w * 0.96}" y="${h - band * 0.22}" font-family="${FONT}" font-size="${(h * 0.025).toFixed(0)}" fill="#ffffff" fill-opacity="0.8" text-anchor="end">Lestari City · demo</text>
</svg>`
}

/** A unit floor plan: rooms as labelled rectangles on a light grid. */
export function floorPlanSvg(label: string, bedrooms: number, seed: number, w = 1600, h = 1000): string {
  const r = rng(seed)
  const m = 80
  const iw = w - m * 2
  const ih = h - m * 2 - 60
  const rooms: { x: number; y: number; w: number; h: number; name: string }[] = []
  const topH = ih * (0.45 + r() * 0.1)
  // Zero bedrooms: a shop unit (sales floor, storage, pantry, WC).
  const shop = bedrooms === 0
  const beds = Math.max(1, bedrooms)
  for (let i = 0; i < beds; i++)
    rooms.push({
      x: m + (iw / beds) * i,
      y: m,
      w: iw / beds,
      h: topH,
      name: shop
        ? 'Sales floor · Ruang usaha'
        : i === 0
          ? 'Master bedroom · Kamar utama'
          : `Bedroom ${i + 1} · Kamar ${i + 1}`,
    })
  const split = iw * (0.5 + r() * 0.15)
  rooms.push({
    x: m,
    y: m + topH,
    w: split,
    h: ih - topH,
    name: shop ? 'Storage · Gudang' : 'Living & dining · Ruang keluarga',
  })
  rooms.push({
    x: m + split,
    y: m + topH,
    w: (iw - split) * 0.55,
    h: ih - topH,
    name: shop ? 'Pantry · Pantri' : 'Kitchen · Dapur',
  })
  rooms.push({
    x: m + split + (iw - split) * 0.55,
    y: m + topH,
    w: (iw - split) * 0.45,
    h: ih - topH,
    name: shop ? 'WC' : 'Bath · KM',
  })
  const grid: string[] = []
  for (let x = 0; x <= w; x += 40)
    grid.push(`<line x1="${x}" y1="0" x2="${x}" y2="${h}" stroke="#dce6f0" stroke-width="1"/>`)
  for (let y = 0; y <= h; y += 40)
    grid.push(`<line x1="0" y1="${y}" x2="${w}" y2="${y}" stroke="#dce6f0" stroke-width="1"/>`)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<rect width="${w}" height="${h}" fill="#f8fbff"/>${grid.join('')}
${rooms.map((room) => `<rect x="${room.x.toFixed(0)}" y="${room.y.toFixed(0)}" width="${room.w.toFixed(0)}" height="${room.h.toFixed(0)}" fill="#ffffff" stroke="#1d3557" stroke-width="8"/><text x="${(room.x + room.w / 2).toFixed(0)}" y="${(room.y + room.h / 2).toFixed(0)}" font-family="${FONT}" font-size="24" fill="#1d3557" text-anchor="middle">${esc(room.name)}</text>`).join('')}
<rect x="${m + iw * 0.45}" y="${m + ih - 6}" width="${iw * 0.1}" height="12" fill="#f79226"/>
<text x="${m}" y="${h - 40}" font-family="${FONT}" font-weight="bold" font-size="40" fill="#1d3557">${esc(label)}</text>
<text x="${w - m}" y="${h - 40}" font-family="${FONT}" font-size="24" fill="#1d3557" text-anchor="end">Lestari City · not to scale / tidak berskala</text>
</svg>`
}

/** A partner or brand logo: a coloured mark and the name. */
export function logoSvg(
  name: string,
  color: string,
  shape: 'circle' | 'square' | 'diamond' | 'leaf',
  w = 600,
  h = 300,
): string {
  const mark = {
    circle: `<circle cx="110" cy="150" r="70" fill="${color}"/><circle cx="110" cy="150" r="34" fill="#ffffff"/>`,
    square: `<rect x="40" y="80" width="140" height="140" rx="24" fill="${color}"/><rect x="80" y="120" width="60" height="60" fill="#ffffff"/>`,
    diamond: `<polygon points="110,70 190,150 110,230 30,150" fill="${color}"/><polygon points="110,115 145,150 110,185 75,150" fill="#ffffff"/>`,
    leaf: `<path d="M40 220 C40 120 120 70 190 70 C190 170 120 220 40 220 Z" fill="${color}"/><path d="M55 205 L170 90" stroke="#ffffff" stroke-width="8"/>`,
  }[shape]
  const words = name.split(' ')
  const half = Math.ceil(words.length / 2)
  const lines = name.length > 16 ? [words.slice(0, half).join(' '), words.slice(half).join(' ')] : [name]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<rect width="${w}" height="${h}" fill="#ffffff"/>${mark}
${lines.map((line, i) => `<text x="220" y="${(lines.length === 1 ? 165 : 140 + i * 50).toFixed(0)}" font-family="${FONT}" font-weight="bold" font-size="${lines.length === 1 ? 42 : 36}" fill="#1f2933">${esc(line)}</text>`).join('')}
</svg>`
}

export const toJpeg = (svg: string) => sharp(Buffer.from(svg)).jpeg({ quality: 80, mozjpeg: false }).toBuffer()
export const toPng = (svg: string) => sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer()

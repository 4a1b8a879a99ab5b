/**
 * Demo pictures, drawn as SVG so the repository stays small and every picture is real,
 * distinct and legible (a scene of shapes, a colour per item, and its title).
 */
export interface PictureSpec {
  title: string;
  subtitle?: string;
  /** 0–360; pick per item so neighbours differ. */
  hue: number;
  width?: number;
  height?: number;
  /** A simple motif drawn behind the title. */
  motif?: 'gift' | 'target' | 'checklist' | 'banner' | 'box' | 'star' | 'cup' | 'card';
  /** The same picture without colour (0% saturation): e.g. an award that cannot be ordered. */
  grayscale?: boolean;
}

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch]!);

function motifPath(motif: NonNullable<PictureSpec['motif']>, cx: number, cy: number, r: number): string {
  switch (motif) {
    case 'gift':
      return `<rect x="${cx - r}" y="${cy - r * 0.6}" width="${2 * r}" height="${1.6 * r}" rx="${r * 0.1}"/>
        <rect x="${cx - r * 0.12}" y="${cy - r * 0.6}" width="${r * 0.24}" height="${1.6 * r}" fill-opacity="0.6"/>
        <path d="M${cx} ${cy - r * 0.6} q${-r * 0.5} ${-r * 0.7} ${-r * 0.7} 0 M${cx} ${cy - r * 0.6} q${r * 0.5} ${-r * 0.7} ${r * 0.7} 0" fill="none" stroke="#fff" stroke-width="${r * 0.08}"/>`;
    case 'target':
      return [1, 0.7, 0.4, 0.15]
        .map((k, i) => `<circle cx="${cx}" cy="${cy}" r="${r * k}" fill-opacity="${i % 2 ? 0.35 : 0.9}"/>`)
        .join('');
    case 'checklist':
      return [0, 1, 2]
        .map(
          (i) =>
            `<rect x="${cx - r}" y="${cy - r + i * r * 0.7}" width="${r * 0.4}" height="${r * 0.4}" rx="4"/>
             <rect x="${cx - r * 0.4}" y="${cy - r + i * r * 0.7 + r * 0.1}" width="${r * 1.4}" height="${r * 0.2}" rx="4" fill-opacity="0.6"/>`,
        )
        .join('');
    case 'box':
      return `<path d="M${cx - r} ${cy - r * 0.4} L${cx} ${cy - r} L${cx + r} ${cy - r * 0.4} L${cx + r} ${cy + r * 0.6} L${cx} ${cy + r} L${cx - r} ${cy + r * 0.6} Z"/>
        <path d="M${cx - r} ${cy - r * 0.4} L${cx} ${cy + r * 0.2} L${cx + r} ${cy - r * 0.4} M${cx} ${cy + r * 0.2} L${cx} ${cy + r}" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="3"/>`;
    case 'cup':
      return `<path d="M${cx - r * 0.7} ${cy - r} h${r * 1.4} v${r * 0.6} a${r * 0.7} ${r * 0.7} 0 0 1 ${-r * 1.4} 0 Z"/>
        <rect x="${cx - r * 0.1}" y="${cy + r * 0.2}" width="${r * 0.2}" height="${r * 0.5}"/>
        <rect x="${cx - r * 0.5}" y="${cy + r * 0.7}" width="${r}" height="${r * 0.2}" rx="3"/>`;
    case 'card':
      return `<rect x="${cx - r}" y="${cy - r * 0.65}" width="${2 * r}" height="${1.3 * r}" rx="${r * 0.12}"/>
        <rect x="${cx - r}" y="${cy - r * 0.35}" width="${2 * r}" height="${r * 0.25}" fill="#000" fill-opacity="0.25"/>`;
    case 'star': {
      const pts = Array.from({ length: 10 }, (_, i) => {
        const a = (Math.PI / 5) * i - Math.PI / 2;
        const rr = i % 2 ? r * 0.45 : r;
        return `${(cx + rr * Math.cos(a)).toFixed(1)},${(cy + rr * Math.sin(a)).toFixed(1)}`;
      });
      return `<polygon points="${pts.join(' ')}"/>`;
    }
    case 'banner':
    default:
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill-opacity="0.5"/><circle cx="${cx + r * 0.8}" cy="${cy - r * 0.4}" r="${r * 0.6}" fill-opacity="0.35"/>`;
  }
}

export function svgPicture(spec: PictureSpec): { mimeType: string; content: Buffer } {
  const w = spec.width ?? 480;
  const h = spec.height ?? 360;
  const wide = w / h > 2.2;
  const sat = (percent: number) => (spec.grayscale ? 0 : percent);
  const bg1 = `hsl(${spec.hue} ${sat(55)}% 42%)`;
  const bg2 = `hsl(${(spec.hue + 40) % 360} ${sat(60)}% 28%)`;
  const r = Math.min(w, h) * (wide ? 0.3 : 0.22);
  const cx = wide ? w * 0.82 : w / 2;
  const cy = wide ? h / 2 : h * 0.4;
  const titleSize = wide ? Math.round(h * 0.16) : Math.round(w * 0.065);
  const tx = wide ? w * 0.06 : w / 2;
  const anchor = wide ? 'start' : 'middle';
  const ty = wide ? h * 0.48 : h * 0.8;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg1}"/><stop offset="1" stop-color="${bg2}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<g fill="hsl(${(spec.hue + 180) % 360} ${sat(85)}% 70%)">${motifPath(spec.motif ?? 'star', cx, cy, r)}</g>
<text x="${tx}" y="${ty}" text-anchor="${anchor}" font-family="system-ui, sans-serif" font-weight="700" font-size="${titleSize}" fill="#fff">${escapeXml(spec.title)}</text>
${
  spec.subtitle
    ? `<text x="${tx}" y="${ty + titleSize * 1.3}" text-anchor="${anchor}" font-family="system-ui, sans-serif" font-size="${Math.round(titleSize * 0.6)}" fill="#fff" fill-opacity="0.9">${escapeXml(spec.subtitle)}</text>`
    : ''
}
</svg>`;
  return { mimeType: 'image/svg+xml', content: Buffer.from(svg, 'utf8') };
}

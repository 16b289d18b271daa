/**
 * What happens to a page between the pad and the upload: a phone photo (perspective, uneven light,
 * low contrast, sensor noise, soft focus, a table showing round the paper, JPEG) or a crooked scan
 * (skew, grey, speckle). Pixel work is done here on raw buffers, since sharp has no perspective warp.
 */
import sharp from 'sharp';
import type { Rng } from './random.ts';

/** Maps each output pixel back into the page through the homography of four moved corners. */
function homography(from: number[][], to: number[][]): number[] {
  // Solve the 8 unknowns of the projective map from `to` (output) back to `from` (page).
  const a: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = to[i]!;
    const [u, v] = from[i]!;
    a.push([x!, y!, 1, 0, 0, 0, -u! * x!, -u! * y!, u!]);
    a.push([0, 0, 0, x!, y!, 1, -v! * x!, -v! * y!, v!]);
  }
  for (let c = 0; c < 8; c++) {
    let pivot = c;
    for (let r = c + 1; r < 8; r++) if (Math.abs(a[r]![c]!) > Math.abs(a[pivot]![c]!)) pivot = r;
    [a[c], a[pivot]] = [a[pivot]!, a[c]!];
    for (let r = 0; r < 8; r++) {
      if (r === c) continue;
      const f = a[r]![c]! / a[c]![c]!;
      for (let k = c; k < 9; k++) a[r]![k]! -= f * a[c]![k]!;
    }
  }
  return a.map((row, i) => row[8]! / row[i]!);
}

export async function phonePhoto(png: Buffer, rng: Rng): Promise<Buffer> {
  const { data: page, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const scale = rng.between(0.62, 0.8); // a phone frame is not a 200 dpi scan
  const pageW = info.width;
  const pageH = info.height;
  const outW = Math.round(pageW * scale * 1.08);
  const outH = Math.round(pageH * scale * 1.08);
  const j = () => rng.between(0.005, 0.06);
  // The paper's corners in the frame: inset, each moved on its own (the phone is held at an angle).
  const corners = [
    [outW * j(), outH * j()],
    [outW * (1 - j()), outH * j()],
    [outW * (1 - j()), outH * (1 - j())],
    [outW * j(), outH * (1 - j())],
  ];
  const h = homography(
    [
      [0, 0],
      [pageW, 0],
      [pageW, pageH],
      [0, pageH],
    ],
    corners,
  );
  const table = [rng.int(60, 120), rng.int(45, 95), rng.int(30, 70)];
  const out = Buffer.alloc(outW * outH * 3);
  // Light falls from one side; the far corner is darker.
  const lightX = rng.between(0, outW);
  const lightY = rng.between(0, outH * 0.4);
  const reach = Math.hypot(outW, outH);
  const falloff = rng.between(0.25, 0.5);
  const contrast = rng.between(0.5, 0.78);
  const lift = rng.between(35, 75);
  const noise = rng.between(5, 14);
  const warm = [rng.between(1, 1.06), rng.between(0.97, 1.02), rng.between(0.86, 0.96)];
  const [h0, h1, h2, h3, h4, h5, h6, h7] = h as [number, number, number, number, number, number, number, number];
  for (let y = 0; y < outH; y++) {
    for (let x = 0; x < outW; x++) {
      const w = h6 * x + h7 * y + 1;
      const u = (h0 * x + h1 * y + h2) / w;
      const v = (h3 * x + h4 * y + h5) / w;
      const light = 1 - falloff * Math.min(1, Math.hypot(x - lightX, y - lightY) / reach);
      // Luminance noise, one draw a pixel: a sum of uniforms is near enough to a sensor's Gaussian.
      const grain = noise * 2 * (rng.next() + rng.next() + rng.next() - 1.5);
      const o = (y * outW + x) * 3;
      if (u >= 0 && v >= 0 && u < pageW - 1 && v < pageH - 1) {
        const x0 = u | 0;
        const y0 = v | 0;
        const fx = u - x0;
        const fy = v - y0;
        const a = (y0 * pageW + x0) * 3;
        const b = a + pageW * 3;
        for (let c = 0; c < 3; c++) {
          const value =
            (page[a + c]! * (1 - fx) + page[a + 3 + c]! * fx) * (1 - fy) + (page[b + c]! * (1 - fx) + page[b + 3 + c]! * fx) * fy;
          out[o + c] = Math.max(0, Math.min(255, (value * contrast + lift) * warm[c]! * light + grain));
        }
      } else {
        for (let c = 0; c < 3; c++) out[o + c] = Math.max(0, Math.min(255, table[c]! * light + grain));
      }
    }
  }
  return sharp(out, { raw: { width: outW, height: outH, channels: 3 } })
    .blur(rng.between(0.5, 1.1))
    .jpeg({ quality: rng.int(55, 78) })
    .toBuffer();
}

/** A flatbed or office-copier scan fed crooked: turned a few degrees, grey, with dust specks. */
export async function crookedScan(png: Buffer, rng: Rng, format: 'png' | 'jpeg'): Promise<Buffer> {
  const degrees = rng.between(1.5, 4.5) * (rng.chance(0.5) ? -1 : 1);
  const shear = rng.between(-0.025, 0.025);
  const { data, info } = await sharp(png)
    .rotate(degrees, { background: '#ffffff' })
    .affine([1, shear, 0, 1], { background: '#ffffff' })
    .greyscale()
    .linear(rng.between(0.8, 0.95), rng.between(8, 25))
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (let i = 0; i < info.width * info.height * 0.0015; i++) {
    const at = Math.floor(rng.next() * data.length);
    data[at] = rng.int(0, 90);
  }
  const image = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: rng.int(70, 85) }).toBuffer();
}

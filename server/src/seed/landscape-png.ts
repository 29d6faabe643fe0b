import { crc32, deflateSync } from 'node:zlib';

import { createRandom } from './prng';

/**
 * Demo photos without image files in the repository: mountain landscapes drawn from a seed (sky
 * gradient, sun, three ridges of mountains with snow above a line, a lake or a meadow) and
 * encoded as PNG with node's zlib, so the seed needs no image library.
 */

type Rgb = readonly [number, number, number];

interface Scene {
  sky: [Rgb, Rgb];
  sun: Rgb;
  ridges: [Rgb, Rgb, Rgb];
  ground: Rgb;
  /** A lake across the foreground instead of a meadow. */
  lake: boolean;
}

/** Palettes of the day: dawn, noon, dusk, winter, desert, night-blue. */
const SCENES: readonly Scene[] = [
  {
    sky: [
      [255, 183, 142],
      [126, 170, 214],
    ],
    sun: [255, 236, 190],
    ridges: [
      [150, 140, 170],
      [104, 98, 128],
      [64, 70, 86],
    ],
    ground: [78, 120, 72],
    lake: true,
  },
  {
    sky: [
      [92, 160, 232],
      [190, 222, 247],
    ],
    sun: [255, 250, 225],
    ridges: [
      [138, 158, 176],
      [92, 112, 128],
      [58, 82, 70],
    ],
    ground: [96, 148, 70],
    lake: false,
  },
  {
    sky: [
      [250, 128, 92],
      [64, 52, 110],
    ],
    sun: [255, 210, 120],
    ridges: [
      [120, 82, 110],
      [82, 56, 86],
      [42, 36, 58],
    ],
    ground: [60, 70, 48],
    lake: true,
  },
  {
    sky: [
      [170, 196, 222],
      [232, 240, 248],
    ],
    sun: [250, 250, 245],
    ridges: [
      [196, 206, 220],
      [150, 166, 186],
      [108, 126, 150],
    ],
    ground: [214, 222, 232],
    lake: false,
  },
  {
    sky: [
      [246, 206, 140],
      [140, 190, 226],
    ],
    sun: [255, 244, 200],
    ridges: [
      [196, 150, 110],
      [166, 116, 80],
      [120, 84, 60],
    ],
    ground: [186, 156, 110],
    lake: false,
  },
  {
    sky: [
      [36, 58, 112],
      [120, 150, 200],
    ],
    sun: [236, 236, 250],
    ridges: [
      [84, 98, 140],
      [56, 68, 104],
      [30, 40, 64],
    ],
    ground: [40, 64, 60],
    lake: true,
  },
];

const WHITE: Rgb = [246, 248, 251];
const clamp = (t: number) => Math.min(1, Math.max(0, t));
const mix = (a: Rgb, b: Rgb, t: number): Rgb => {
  const u = clamp(t);
  return [a[0] + (b[0] - a[0]) * u, a[1] + (b[1] - a[1]) * u, a[2] + (b[2] - a[2]) * u];
};

/** A ridge: sharp peaks from a few sine waves with random phases; its top row per column. */
function ridge(seed: number, width: number, base: number, amplitude: number): Float32Array {
  const random = createRandom(seed);
  const waves = Array.from({ length: 4 }, (_, i) => ({
    freq: (i + 1) * (1 + random.next()),
    phase: random.next() * 6.28,
    weight: 1 / (i + 1),
  }));
  const total = waves.reduce((sum, w) => sum + w.weight, 0);
  const tops = new Float32Array(width);
  for (let x = 0; x < width; x++) {
    const u = x / width;
    const peak = waves.reduce((sum, w) => sum + w.weight * (1 - Math.abs(Math.sin(u * w.freq * Math.PI + w.phase))) ** 1.5, 0) / total;
    tops[x] = base - amplitude * peak;
  }
  return tops;
}

/** The RGB pixels of a scene, row by row. */
function drawLandscape(scene: Scene, seed: number, width: number, height: number): Uint8Array {
  const pixels = new Uint8Array(width * height * 3);
  const horizon = Math.round(height * 0.74);
  const layers = [
    [0.56, 0.46],
    [0.66, 0.3],
    [0.75, 0.16],
  ].map(([base, amplitude], i) => ({
    tops: ridge(seed * 7 + i, width, height * base!, height * amplitude!),
    snowLine: i < 2 ? height * (base! - amplitude! * 0.55) : -1,
    colour: scene.ridges[i]!,
  }));
  const sun = { x: width * (0.15 + (seed % 5) * 0.17), y: height * 0.2, r: height * 0.06 };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let colour: Rgb = mix(scene.sky[0], scene.sky[1], y / horizon);
      if (Math.hypot(x - sun.x, y - sun.y) < sun.r) colour = scene.sun;
      for (const layer of layers) {
        const top = layer.tops[x]!;
        if (y < top) continue;
        // Lit from above: lighter near the crest; snow above the layer's snow line.
        colour = mix(mix(layer.colour, WHITE, 0.12), layer.colour, (y - top) / (height * 0.25));
        if (y < layer.snowLine) colour = mix(WHITE, colour, (y - top) / (layer.snowLine - top + 1) - 0.2);
      }
      if (y >= horizon) {
        const depth = (y - horizon) / (height - horizon);
        colour = scene.lake
          ? mix(mix(scene.sky[1], scene.ridges[2], 0.3), scene.sky[0], depth * 0.7)
          : mix(scene.ground, [24, 34, 22], depth * 0.6);
      }
      pixels.set(colour.map(Math.round), (y * width + x) * 3);
    }
  }
  return pixels;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** RGB pixels as a PNG file: 8 bits per channel, no interlace, each row with filter 0. */
function encodePng(pixels: Uint8Array, width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) rows.set(pixels.subarray(y * width * 3, (y + 1) * width * 3), y * (width * 3 + 1) + 1);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The demo photo number `index`: a scene and its own ridges. */
export const landscapePng = (index: number, width = 480, height = 320): Buffer =>
  encodePng(drawLandscape(SCENES[index % SCENES.length]!, index + 1, width, height), width, height);

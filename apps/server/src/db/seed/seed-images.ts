import type * as JimpModule from 'jimp';

/** Demo pictures drawn in code (jimp is already there for photo thumbnails): no image files. */

type Font = Awaited<ReturnType<typeof JimpModule.loadFont>>;

// Loaded on first use: only the demo seed draws pictures, so the app and tests skip the import.
let jimp: Promise<typeof JimpModule> | null = null;
let font: Promise<Font> | null = null;
const loadJimp = () => (jimp ??= import('jimp'));
const loadAvatarFont = () =>
  (font ??= Promise.all([loadJimp(), import('jimp/fonts')]).then(([{ loadFont }, fonts]) =>
    loadFont(fonts.SANS_64_WHITE),
  ));

const avatarSize = 128;
/** Calm, readable backgrounds for white initials. */
const avatarColours = [0x1c7ed6ff, 0x2f9e44ff, 0xe8590cff, 0x7048e8ff, 0xc2255cff, 0x0c8599ff];

/** "Sanne de Vries" -> "SV": first name and the last word of the last name, ASCII only. */
export const initialsOf = (firstName: string, lastName: string): string =>
  [firstName, lastName.trim().split(/\s+/).pop() ?? '']
    .map((part) => part.normalize('NFD').replace(/[^A-Za-z]/g, '')[0] ?? '')
    .join('')
    .toUpperCase();

/** A square PNG avatar: white initials on one of a few colours, picked by `index`. */
export const initialsAvatar = async (initials: string, index: number): Promise<Buffer> => {
  const { Jimp, HorizontalAlign, VerticalAlign } = await loadJimp();
  const image = new Jimp({
    width: avatarSize,
    height: avatarSize,
    color: avatarColours[index % avatarColours.length]!,
  });
  image.print({
    font: await loadAvatarFont(),
    x: 0,
    y: 0,
    text: {
      text: initials,
      alignmentX: HorizontalAlign.CENTER,
      alignmentY: VerticalAlign.MIDDLE,
    },
    maxWidth: avatarSize,
    maxHeight: avatarSize,
  });
  return image.getBuffer('image/png');
};

/** Ink blue, as RGBA bytes. */
const ink = [0x1a, 0x2b, 0x6d, 0xff];
const signatures = new Map<number, Promise<Buffer>>();

/**
 * A handwritten-looking signature (a few loops and a flourish) as the PNG a signature pad
 * sends; `variant` changes its shape so the demo's notes are not all signed alike.
 */
export const signaturePng = (variant: number): Promise<Buffer> => {
  const shape = variant % 3;
  const drawn = signatures.get(shape) ?? drawSignature(shape);
  signatures.set(shape, drawn);
  return drawn;
};

const drawSignature = async (shape: number): Promise<Buffer> => {
  const width = 360;
  const height = 120;
  const { Jimp } = await loadJimp();
  const image = new Jimp({ width, height, color: 0x00000000 });
  const pixels = image.bitmap.data;
  const loops = 3 + shape;
  const slant = 0.25 + shape * 0.1;
  // A 3x3 pen, written straight into the RGBA buffer (setPixelColor is slow per call).
  const dot = (x: number, y: number) => {
    for (let dx = -1; dx <= 1; dx += 1) {
      for (let dy = -1; dy <= 1; dy += 1) {
        const px = Math.round(x + dx);
        const py = Math.round(y + dy);
        if (px < 0 || px >= width || py < 0 || py >= height) continue;
        pixels.set(ink, (py * width + px) * 4);
      }
    }
  };
  for (let step = 0; step <= 2000; step += 1) {
    const t = step / 2000;
    const angle = t * loops * 2 * Math.PI;
    const amplitude = 28 * (1 - 0.5 * t);
    const y = 60 - amplitude * Math.sin(angle);
    const x = 30 + t * 260 + amplitude * 0.6 * Math.cos(angle) + slant * (60 - y);
    dot(x, y);
  }
  // The underline flourish.
  for (let x = 40; x <= 330; x += 1) dot(x, 100 + 6 * Math.sin((x / 290) * Math.PI));
  return image.getBuffer('image/png');
};

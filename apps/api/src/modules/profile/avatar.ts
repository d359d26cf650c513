import sharp from 'sharp';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Avatars are shown small: anything larger is scaled down to fit this square. */
export const AVATAR_MAX_SIDE = 512;
/** A decoded image may hold at most this many pixels (a small file can claim a huge canvas: a decompression bomb). */
const MAX_INPUT_PIXELS = 4096 * 4096;

export interface AvatarImage {
  mime: 'image/png' | 'image/gif';
  ext: 'png' | 'gif';
  bytes: Buffer;
}

/** The image type by content (magic bytes), not by the name or the declared type. */
export function detectAvatarType(bytes: Buffer): Omit<AvatarImage, 'bytes'> | null {
  if (bytes.length >= 8 && PNG.every((b, i) => bytes[i] === b)) return { mime: 'image/png', ext: 'png' };
  const head = bytes.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return { mime: 'image/gif', ext: 'gif' };
  return null;
}

/**
 * The avatar as the server stores it: decoded and encoded again (libvips through sharp) in the
 * type it came in, its first frame only, scaled down to AVATAR_MAX_SIDE, with no metadata (sharp
 * writes none unless asked). What was stored is thus only pixels the server drew: a PNG or GIF
 * header followed by HTML or SVG does not decode, and bytes trailing a real image are dropped.
 * Null when it is not a PNG or GIF that decodes.
 */
export async function reencodeAvatar(bytes: Buffer): Promise<AvatarImage | null> {
  const type = detectAvatarType(bytes);
  if (!type) return null;
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, animated: false }).resize({
      width: AVATAR_MAX_SIDE,
      height: AVATAR_MAX_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    });
    const out = type.ext === 'png' ? await image.png().toBuffer() : await image.gif().toBuffer();
    return { ...type, bytes: out };
  } catch {
    return null;
  }
}

import sharp from 'sharp';

// Images people upload (staff's pay-channel QR codes, members' feedback screenshots): accepted by
// their content, not their name or declared type, and kept only as pixels the server drew itself.

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
/** A decoded image may hold at most this many pixels (a small file can claim a huge canvas: a decompression bomb). */
const MAX_INPUT_PIXELS = 4096 * 4096;

/** PNG or JPEG by their magic bytes. */
export const isPngOrJpeg = (b: Buffer) => (b.length >= 8 && PNG.every((x, i) => b[i] === x)) || (b.length >= 3 && JPEG.every((x, i) => b[i] === x));

/**
 * The upload as the server stores it: decoded and encoded again as a PNG (libvips through sharp),
 * its first frame only, no metadata, scaled down to fit `maxSide`. Whatever the file held beyond
 * pixels (a script, an SVG, bytes after the image) is not kept. Null when it is not a PNG or JPEG
 * that decodes.
 */
export async function pngFromUpload(bytes: Buffer, { maxSide }: { maxSide: number }): Promise<Buffer | null> {
  if (!isPngOrJpeg(bytes)) return null;
  try {
    return await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate() // a phone's JPEG stands the way it was taken (EXIF orientation), then the metadata is dropped
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}

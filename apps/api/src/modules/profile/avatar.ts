const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The image type by content (magic bytes), not by the name or the declared type. */
export function detectAvatarType(bytes: Buffer): { mime: 'image/png' | 'image/gif'; ext: 'png' | 'gif' } | null {
  if (bytes.length >= 8 && PNG.every((b, i) => bytes[i] === b)) return { mime: 'image/png', ext: 'png' };
  const head = bytes.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return { mime: 'image/gif', ext: 'gif' };
  return null;
}

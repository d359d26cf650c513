import { type Router } from 'express';
import { z } from 'zod';
import { createRouter } from '../../http/router.js';
import type { Sql } from '../../db/sql.js';
import { imageBytes } from './store/channels.js';

const imageName = z.string().regex(/^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.png$/);

/** GET /uploads/channels/<id>.png: an uploaded pay-channel QR image, served as the PNG the server encoded (channels.ts). */
export function channelImageFiles({ sql }: { sql: Sql }): Router {
  const r = createRouter();
  r.get('/uploads/channels/:file', async (req, res) => {
    const parsed = imageName.safeParse(req.params.file);
    const image = parsed.success ? await imageBytes(sql, parsed.data.slice(0, 36)) : undefined;
    if (!image) return void res.status(404).end();
    res.set({
      'Content-Type': 'image/png',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Disposition': 'inline',
    });
    res.send(Buffer.from(image));
  });
  return r;
}

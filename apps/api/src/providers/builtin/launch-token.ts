import jwt from 'jsonwebtoken';
import { z } from 'zod';
import { signingKey } from '../../signing-key.js';

const AUDIENCE = 'builtin-play';
const TTL_SECONDS = 4 * 3600;

const claimsSchema = z.object({ brand: z.string(), player: z.string(), platname: z.string(), game: z.string() });
export type PlayClaims = z.infer<typeof claimsSchema>;

/** The token a launched game page plays with: one player at one platform, for a few hours. */
export function createLaunchTokens(secret: string) {
  const key = signingKey(secret);
  return {
    issue: (claims: PlayClaims) => jwt.sign(claims, key, { algorithm: 'HS256', audience: AUDIENCE, expiresIn: TTL_SECONDS }),
    verify(token: string): PlayClaims | null {
      try {
        const parsed = claimsSchema.safeParse(jwt.verify(token, key, { algorithms: ['HS256'], audience: AUDIENCE }));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}
export type LaunchTokens = ReturnType<typeof createLaunchTokens>;

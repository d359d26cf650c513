import jwt from 'jsonwebtoken';
import { z } from 'zod';
import { signingKey } from '../../signing-key.js';

const AUDIENCE = 'builtin-play';
const TTL_SECONDS = 4 * 3600;

// `game`: the game or hall the launch opens; `title`: the slot title it was opened from, if any.
// `sid`: the portal session it was launched from; the game routes refuse the token once that session is revoked.
const claimsSchema = z.object({ brand: z.string(), player: z.string(), platname: z.string(), game: z.string(), title: z.string().optional(), sid: z.string() });
export type PlayClaims = z.infer<typeof claimsSchema>;

/** Whether the portal session a game was launched from is still signed in. */
export type SessionAlive = (sessionId: string) => Promise<boolean>;

/**
 * The token a launched game page plays with: one player at one platform, for a few hours at
 * most, and no longer than the portal session it was launched from.
 */
export function createLaunchTokens(secret: string, sessionAlive: SessionAlive) {
  const key = signingKey(secret);
  function signed(token: string): PlayClaims | null {
    try {
      const parsed = claimsSchema.safeParse(jwt.verify(token, key, { algorithms: ['HS256'], audience: AUDIENCE }));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }
  return {
    issue: (claims: PlayClaims) => jwt.sign(claims, key, { algorithm: 'HS256', audience: AUDIENCE, expiresIn: TTL_SECONDS }),
    async verify(token: string): Promise<PlayClaims | null> {
      const claims = signed(token);
      return claims && (await sessionAlive(claims.sid)) ? claims : null;
    },
  };
}
export type LaunchTokens = ReturnType<typeof createLaunchTokens>;

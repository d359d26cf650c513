import { generate } from 'otplib';

/** The code of a TOTP secret at a time (the app's clock in API tests, the real one in browser tests). */
export function totpCode(secret: string, at: Date): Promise<string> {
  return generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
}

import { generateKeyPairSync } from 'node:crypto';

/** An RSA private key (PEM) for SEAMLESS_WALLET_PRIVATE_KEY, which production requires; made once per test process. */
export const seamlessWalletKey: string = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import QRCode from 'qrcode';
import { TronWeb } from 'tronweb';

// The TRC20 settings and keys of the browser test of chain deposits (apps/web/e2e/chain-deposit.e2e.test.ts),
// here because the web app does not depend on the key and TRON libraries (as in chain-trc20.test.ts).

const MNEMONIC = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const key = (n: number) => n.toString(16).padStart(64, '0');

/** The account xpub at m/44'/195'/0' (USDT_TRC20_XPUB). */
export const TRC20_XPUB = HDKey.fromMasterSeed(mnemonicToSeedSync(MNEMONIC)).derive("m/44'/195'/0'").publicExtendedKey;
/** The token contract (USDT_TRC20_CONTRACT). */
export const TRC20_TOKEN = TronWeb.address.fromPrivateKey(key(9001)) as string;
/** A payer's private key (hex). */
export const TRC20_PAYER = key(77);

/** The QR image the API draws for a text (cashier deposits.ts, the chain module's member route): a PNG data URL. */
export const qrDataUrl = (text: string) => QRCode.toDataURL(text, { margin: 1, width: 240 });

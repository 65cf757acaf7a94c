/**
 * The proof-of-work solver in a Web Worker: altcha-lib's own worker loop (the same v2 format
 * and counter encoding as the server's altcha-lib) with its WebCrypto SHA key derivation.
 */
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { handler } from 'altcha-lib/workers/shared';

handler({ deriveKey });

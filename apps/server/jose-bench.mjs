import { jwtVerify, SignJWT } from 'jose';
const secret = new TextEncoder().encode('x'.repeat(48));
const token = await new SignJWT({ a: 1, loginData: { x: 'y'.repeat(300) } }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(secret);
const key = await crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
const bench = async (label, k) => { for (let i=0;i<2000;i++) await jwtVerify(token, k, { algorithms: ['HS256'] }); const t=performance.now(); for (let i=0;i<5000;i++) await jwtVerify(token, k, { algorithms: ['HS256'] }); console.log(label, ((performance.now()-t)/5000*1000).toFixed(1), 'µs'); };
await bench('Uint8Array', secret); await bench('CryptoKey', key); await bench('Uint8Array', secret); await bench('CryptoKey', key);

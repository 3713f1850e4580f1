/*
 * The keys area as other areas use it: a request's API key admitted as the public API admits it
 * (one key, one per-minute limit, whichever door it comes through). Other areas import from here
 * (`../keys`), never from a file inside; only app.ts mounts keys.routes.ts (docs/decisions/0053).
 */
export { admitKey, bearerKey, type KeyAdmission, keyInQuery, sendKeyRefusal } from './bearer';

/*
 * The history area as other areas use it: an account's generations, listed a page at a time
 * (a cursor as the list handed it out, decoded here). Other areas import from here
 * (`../history`), never from a file inside; only app.ts mounts history.routes.ts
 * (docs/decisions/0053).
 */
export { decodeCursor, listHistory } from './history.service';

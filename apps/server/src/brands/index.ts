/*
 * The brands area as other areas use it: an account's brand voices, read. Other areas import
 * from here (`../brands`), never from a file inside; only app.ts mounts brands.routes.ts
 * (docs/decisions/0053).
 */
export { getBrand, listBrands } from './brands.service';

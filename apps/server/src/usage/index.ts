/*
 * The usage area as other areas use it: a user's quota. `checkQuotaRoom` and `reserve` take uses
 * before costly work runs and give them back when it fails (docs/decisions/0052); `readUsage` and
 * `carryDayToZone` read the counters for the profile and carry the day over to a new time zone.
 * Other areas import from here (`#server/usage`, or `../usage` beside it), never from a file
 * inside (docs/decisions/0053).
 */
export { carryDayToZone, readUsage } from './quota';
export { checkQuotaRoom, type QuotaReservation, reserve } from './reservation';

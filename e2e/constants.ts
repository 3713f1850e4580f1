/** In ADMIN_EMAILS of the server the browser tests start: admin once its address is verified (verifyAddress). */
export const ADMIN_EMAIL = 'admin@e2e.captia.test';
/** The admin's password: the account is shared by every test that signs in as the admin. */
export const ADMIN_PASSWORD = 'copper-lantern-meadow-58';

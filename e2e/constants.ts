/** In ADMIN_EMAILS of the server the browser tests start: admin once its address is verified (verifyAddress). */
export const ADMIN_EMAIL = 'admin@e2e.captia.test';

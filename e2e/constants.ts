/** Made an admin at sign-up by the server the browser tests start. */
export const ADMIN_EMAIL = 'admin@e2e.captia.test';

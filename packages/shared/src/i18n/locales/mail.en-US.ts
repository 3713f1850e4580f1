/** E-mail texts (verification, password reset) — en-US. */
export const mailEnUS = {
  footer: 'CaptIA — AI captions for social media',
};

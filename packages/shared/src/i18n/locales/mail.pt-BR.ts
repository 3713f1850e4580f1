/** E-mail texts (verification, password reset) — pt-BR. */
export const mailPtBR = {
  footer: 'CaptIA — legendas com IA para redes sociais',
};

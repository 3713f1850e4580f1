/** E-mail texts (verification, password reset) — es-ES. */
export const mailEsES = {
  footer: 'CaptIA — textos con IA para redes sociales',
};

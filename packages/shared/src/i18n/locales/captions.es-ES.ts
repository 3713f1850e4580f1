/** Caption-engine texts (options, engine notices and errors) — es-ES. */
export const captionsEsES = {
  heading: 'Generador de textos',
};

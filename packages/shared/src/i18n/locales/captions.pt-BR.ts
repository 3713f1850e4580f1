/** Caption-engine texts (options, engine notices and errors) — pt-BR. */
export const captionsPtBR = {
  heading: 'Gerador de legendas',
};

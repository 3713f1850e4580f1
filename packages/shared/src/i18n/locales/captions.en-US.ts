/** Caption-engine texts (options, engine notices and errors) — en-US. */
export const captionsEnUS = {
  heading: 'Caption generator',
};

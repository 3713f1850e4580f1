/**
 * How a script should scroll: smoothly, unless the user asked for reduced motion. The CSS rule
 * in styles.css turns `scroll-behavior` off, but it cannot reach a script that asks for 'smooth'.
 */
export function scrollBehavior(): ScrollBehavior {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 'auto';
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/**
 * A native input drawn invisible over its whole label: the label is the visible control, while
 * the input keeps its semantics, keyboard behaviour and focus, and takes the clicks itself.
 */
export const OVERLAY = 'absolute inset-0 z-10 m-0 size-full cursor-[inherit] appearance-none opacity-0';

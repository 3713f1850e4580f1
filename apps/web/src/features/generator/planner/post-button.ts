/** The post's edit button that is on screen (the table on a wide screen, the list on a phone). */
export function visiblePostButton(postId: string): HTMLElement | null {
  const buttons = document.querySelectorAll<HTMLElement>(`[data-post-button="${CSS.escape(postId)}"]`);
  return [...buttons].find((element) => element.offsetParent !== null) ?? null;
}

/**
 * A navigation item is active when the current path starts with its path: `/teams` is active on
 * `/teams` and `/teams/boston-celtics`, but not on `/teamsheet`.
 */
export function isActivePath(pathname: string, itemPath: string): boolean {
  if (itemPath === "/") return pathname === "/";
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}

/** Without JavaScript, a page that refreshes itself (live games) reloads at the same interval instead. */
export function NoScriptRefresh({ ms }: { ms: number }) {
  return (
    <noscript>
      <meta httpEquiv="refresh" content={String(Math.max(1, Math.round(ms / 1000)))} />
    </noscript>
  );
}

/**
 * NileCare's mark: a heartbeat crossing the Nile's bend, drawn at 32 px and never squeezed by its row. It is the
 * favicon's file, which the browser fetches for the tab anyway, so the header's mark costs no request and no script.
 */
export function LogoMark({ size = 32 }: { size?: number }) {
  return <img src="/favicon.svg" width={size} height={size} alt="" style={{ flexShrink: 0 }} />;
}

import { darkRuns } from "@club/domain/qr-runs.rules";
import QRCode from "qrcode";
import { useMemo } from "react";

/**
 * A QR code of `text` drawn as SVG squares, from the same library the server draws the printed card's with: sharp
 * at any size, and scanned from the screen by the office's or a host's phone. A quiet zone of one module is kept.
 */
export function QrCode({ text, size, label }: { text: string; size: number; label: string }) {
  const path = useMemo(() => qrPath(text), [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${path.modules + 2} ${path.modules + 2}`}
      shapeRendering="crispEdges"
      style={{ background: "#fff", display: "block" }}
    >
      <path d={path.d} fill="#000" />
    </svg>
  );
}

/** Each row's run of dark modules is one rectangle of the path, as the printed card draws them. */
function qrPath(text: string): { d: string; modules: number } {
  const { modules } = QRCode.create(text);
  const d = darkRuns(modules)
    .map(({ row, start, length }) => `M${start + 1} ${row + 1}h${length}v1h${-length}z`)
    .join("");
  return { d, modules: modules.size };
}

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
  const runs: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column += 1;
      runs.push(`M${start + 1} ${row + 1}h${column - start}v1h${start - column}z`);
    }
  }
  return { d: runs.join(""), modules: modules.size };
}

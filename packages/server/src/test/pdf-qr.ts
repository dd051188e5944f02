import QRCode from "qrcode";
import { getResolvedPDFJS } from "unpdf";
import type { readPdf } from "./pdf-text.ts";

// Reading back a QR code a letter drew as vectors (lib/pdf-letter.ts drawQrCode), module by module.

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The rectangles of a path pdf.js read (moveTo, three lineTo, close each), or null when it draws anything else. */
function rectanglesOf(path: ArrayLike<number>): Box[] | null {
  const [moveTo, lineTo, closePath] = [0, 1, 4];
  const boxes: Box[] = [];
  for (let at = 0; at < path.length; at += 13) {
    const ops = [0, 3, 6, 9, 12].map((offset) => path[at + offset]);
    if (ops.join() !== [moveTo, lineTo, lineTo, lineTo, closePath].join()) return null;
    const xs = [1, 4, 7, 10].map((offset) => path[at + offset] ?? Number.NaN);
    const ys = [2, 5, 8, 11].map((offset) => path[at + offset] ?? Number.NaN);
    boxes.push({
      left: Math.min(...xs),
      top: Math.min(...ys),
      right: Math.max(...xs),
      bottom: Math.max(...ys),
    });
  }
  return boxes;
}

/**
 * The QR code drawn on a page as filled squares (no image), read back module by module: pdf.js's drawing
 * operations give the rectangles in pdfkit's own points; the finder patterns fix the code's corners.
 */
export async function qrModulesDrawn(
  pdf: Awaited<ReturnType<typeof readPdf>>,
  pageNumber: number,
  size: number,
) {
  const { OPS } = await getResolvedPDFJS();
  const { fnArray, argsArray } = await (await pdf.getPage(pageNumber)).getOperatorList();
  const boxes = fnArray.flatMap((fn, index) => {
    if (fn !== OPS.constructPath) return [];
    const [paint, [path]] = argsArray[index] as [number, ArrayLike<number>[]];
    return paint === OPS.fill && path ? (rectanglesOf(path) ?? []) : [];
  });
  const left = Math.min(...boxes.map((box) => box.left));
  const top = Math.min(...boxes.map((box) => box.top));
  const cell = (Math.max(...boxes.map((box) => box.right)) - left) / size;
  const isDark = (row: number, column: number) => {
    const [x, y] = [left + (column + 0.5) * cell, top + (row + 0.5) * cell];
    return boxes.some((box) => box.left < x && x < box.right && box.top < y && y < box.bottom);
  };
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, column) => isDark(row, column)),
  );
}

export function expectedQrModules(url: string) {
  const { modules } = QRCode.create(url);
  return Array.from({ length: modules.size }, (_, row) =>
    Array.from({ length: modules.size }, (_, column) => Boolean(modules.get(row, column))),
  );
}

/** A QR code's grid of modules, as the `qrcode` package makes it (QRCode.create(text).modules). */
export interface QrModules {
  size: number;
  get(row: number, column: number): number | boolean;
}

/** One row's run of dark modules: drawn as one rectangle, on paper and on screen alike. */
export interface QrRun {
  row: number;
  start: number;
  length: number;
}

/** The dark runs of each row, top to bottom, left to right. */
export function darkRuns(modules: QrModules): QrRun[] {
  const runs: QrRun[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column += 1;
      runs.push({ row, start, length: column - start });
    }
  }
  return runs;
}

/**
 * An SVG document (the server's QR code) as an image address. Shown through <img>, the SVG cannot run scripts or
 * reach the page, whatever it holds, unlike markup put into the page itself.
 */
export function svgDataUrl(svg: string): string {
  const bytes = new TextEncoder().encode(svg);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}

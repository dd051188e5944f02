/** Hands a downloaded file to the browser under its name, through an object URL and a download link. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // The click starts the download at once; the URL is released after it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

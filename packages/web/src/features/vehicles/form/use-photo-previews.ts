import { useEffect, useState } from "react";

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * Previews of photos chosen but not yet uploaded. They are data: URLs, not URL.createObjectURL blobs: the
 * server's Content-Security-Policy allows images from 'self', data: and https: only, so a blob: preview
 * would be blocked. Nothing needs revoking; a preview goes when its file leaves the list.
 */
export function usePhotoPreviews(files: readonly File[]): ReadonlyMap<File, string> {
  const [previews, setPreviews] = useState<ReadonlyMap<File, string>>(new Map());

  useEffect(() => {
    let current = true;
    void Promise.all(
      files.map((file) =>
        readAsDataUrl(file).then(
          (url) => [file, url] as const,
          () => null,
        ),
      ),
    ).then((entries) => {
      if (current) setPreviews(new Map(entries.filter((entry) => entry !== null)));
    });
    return () => {
      current = false;
    };
  }, [files]);

  return previews;
}

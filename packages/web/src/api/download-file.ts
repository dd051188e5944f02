import { fileNameFrom } from "../lib/file-name-from.ts";
import { saveFile } from "../lib/save-file.ts";
import { apiFetch } from "./client.ts";

/**
 * A file the API sends (a CSV export), saved under the name its Content-Disposition gives, else `fallbackName`.
 * It goes through the client, not a plain link, because the call needs the session's Authorization header.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  const response = await apiFetch(path);
  const fileName = fileNameFrom(response.headers.get("Content-Disposition")) ?? fallbackName;
  saveFile(await response.blob(), fileName);
  return fileName;
}

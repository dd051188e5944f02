import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const autocannon = fileURLToPath(new URL("../node_modules/autocannon/autocannon.js", import.meta.url));

export interface LoadResult {
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  p50: number;
  p99: number;
  rate: number;
}

/** autocannon in a process of its own (the server keeps this one), its result as JSON. */
export function load(url: string, headers: Record<string, string>, connections: number, seconds: number) {
  const args = [autocannon, "-c", String(connections), "-d", String(seconds), "-j", "-n"];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}=${value}`);
  args.push(url);
  return new Promise<LoadResult>((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
    });
    child.on("error", reject);
    child.on("close", () => {
      try {
        const result = JSON.parse(out);
        resolve({
          requests: result.requests.total,
          errors: result.errors,
          timeouts: result.timeouts,
          non2xx: result.non2xx,
          p50: result.latency.p50,
          p99: result.latency.p99,
          rate: result.requests.average,
        });
      } catch (error) {
        reject(new Error(`autocannon: ${String(error)} ${out.slice(0, 200)}`));
      }
    });
  });
}

import { officePageSchema } from "@club/domain/office.schema";
import { waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { stubUploads } from "../test/stub-upload.ts";
import { ApiError } from "./api-error.ts";
import { apiRequest, uploadTimeoutMs } from "./client.ts";
import { saveToken } from "./token-storage.ts";
import { sendWithProgress, type UploadProgress } from "./upload-progress.ts";

const reply = officePageSchema(z.object({ id: z.number() }));

describe("an upload that tells its progress (issue 45)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("sends the form with the client's token, reports the bytes sent and reads the reply", async () => {
    const uploads = stubUploads();
    const seen: UploadProgress[] = [];
    const form = new FormData();
    form.append("title", "Spring 1968");
    const request = apiRequest("/office/things", reply, {
      method: "POST",
      form,
      send: sendWithProgress((progress) => seen.push(progress)),
    });
    await waitFor(() => expect(uploads).toHaveLength(1));
    const [upload] = uploads;
    expect(upload?.url).toBe("/api/v1/office/things");
    expect(upload?.headers.authorization).toBe("Bearer test-token");
    expect(upload?.headers["content-type"]).toBeUndefined();
    expect(upload?.body.get("title")).toBe("Spring 1968");
    upload?.progress(5, 10);
    upload?.reply({ status: 202, body: { results: [{ id: 1 }], page: 1, pageSize: 50, total: 1 } });
    expect((await request).results).toEqual([{ id: 1 }]);
    expect(seen).toEqual([{ loaded: 5, total: 10 }]);
  });

  it("throws the server's field errors as the client does for fetch", async () => {
    const uploads = stubUploads();
    const request = apiRequest("/office/things", z.undefined(), {
      method: "POST",
      form: new FormData(),
      send: sendWithProgress(() => undefined),
    });
    await waitFor(() => expect(uploads).toHaveLength(1));
    uploads[0]?.reply({ status: 422, body: { errors: { file: ["This file is not a PDF."] } } });
    const error = await request.catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).errors).toEqual({ file: ["This file is not a PDF."] });
  });

  it("reads an empty reply (204)", async () => {
    const uploads = stubUploads();
    const request = apiRequest("/office/things", z.undefined(), {
      method: "POST",
      form: new FormData(),
      send: sendWithProgress(() => undefined),
    });
    await waitFor(() => expect(uploads).toHaveLength(1));
    uploads[0]?.reply({ status: 204 });
    expect(await request).toBeUndefined();
  });

  describe("on a slow line", () => {
    afterEach(() => vi.useRealTimers());

    it("goes on past the client's limit while bytes move, and stops once none has for that long", async () => {
      vi.useFakeTimers();
      const uploads = stubUploads();
      const request = apiRequest("/office/things", z.undefined(), {
        method: "POST",
        form: new FormData(),
        send: sendWithProgress(() => undefined),
      }).catch((thrown: unknown) => thrown);
      await vi.advanceTimersByTimeAsync(0);
      const [upload] = uploads;
      for (let sent = 1; sent <= 3; sent += 1) {
        await vi.advanceTimersByTimeAsync(uploadTimeoutMs - 1_000);
        upload?.progress(sent, 10);
      }
      // Three times the client's limit, and the upload still goes on.
      let settled = false;
      void request.then(() => {
        settled = true;
      });
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(false);

      await vi.advanceTimersByTimeAsync(uploadTimeoutMs);
      const error = await request;
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).isNetworkError).toBe(true);
    });
  });
});

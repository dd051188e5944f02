import { defaultClubTimeZone } from "@club/domain/club-clock";
import { onTestFinished } from "vitest";
import { bearer, createStaff, signIn } from "./factories.ts";
import type { TestApp } from "./test-app.ts";

/**
 * Issue 40: the office moves the club's time zone (Office → Settings, as an office administrator) for the rest of
 * the running test, and it is put back to the default when the test ends.
 */
export async function setClubTimeZone(t: Pick<TestApp, "app" | "database">, zone: string): Promise<void> {
  const admin = await createStaff(t.database.db, "office_admin");
  const token = await signIn(t.app, admin.email);
  const save = async (timeZone: string) => {
    const reply = await t.app.inject({
      method: "PUT",
      url: "/api/v1/office/settings",
      headers: bearer(token),
      payload: { club_time_zone: timeZone },
    });
    if (reply.statusCode !== 200) throw new Error(`the club's time zone was not saved: ${reply.body}`);
  };
  await save(zone);
  onTestFinished(() => save(defaultClubTimeZone));
}

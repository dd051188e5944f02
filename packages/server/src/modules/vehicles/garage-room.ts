import { vehicleMessages } from "@club/domain/vehicle.schema";
import type { Db } from "../../db/client.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { invalidField } from "../../lib/app-error.ts";
import { countMemberVehicles } from "./vehicles.repository.ts";

/**
 * Room in the member's garage for one more car (issue 9, MAX_VEHICLES_PER_MEMBER): a registration and an accepted
 * sale (issue 27) both ask, counting in their transaction under the member's lock (members' `holdMember`).
 */
export async function requireRoomForVehicle(context: Pick<AppContext, "config">, db: Db, memberId: number) {
  const max = context.config.vehicleLimits.vehiclesPerMember;
  if ((await countMemberVehicles(db, memberId)) >= max)
    throw invalidField("vehicles", vehicleMessages.tooManyVehicles(max), "too_many_vehicles");
}

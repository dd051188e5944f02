import { asc } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { makes } from "./makes.schema.ts";

export function findMakes(db: Db) {
  return db.select().from(makes).orderBy(asc(makes.name));
}

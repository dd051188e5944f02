import { addDays, isoDay } from "@club/domain/days";
import { eq, inArray } from "drizzle-orm";
import { hashPassword } from "../../lib/passwords.ts";
import { events } from "../../modules/events/events.schema.ts";
import type { ImageProcessor } from "../../modules/files/images.ts";
import type { FileStorage } from "../../modules/files/storage.ts";
import { countries, regions, subdivisions } from "../../modules/geo/geo.schema.ts";
import { makes } from "../../modules/makes/makes.schema.ts";
import { associates, members } from "../../modules/members/members.schema.ts";
import { createOfficeAccount } from "../../modules/members/members.service.ts";
import { nationalMemberships, regionalMemberships } from "../../modules/memberships/memberships.schema.ts";
import { staff } from "../../modules/office/office.schema.ts";
import { nationalPlans, regionalPlans } from "../../modules/plans/plans.schema.ts";
import { officerTerms, regionalOffices } from "../../modules/regional-admin/regional-admin.schema.ts";
import { startOwnerships } from "../../modules/vehicles/vehicle-registry.service.ts";
import { vehicleImages, vehicles } from "../../modules/vehicles/vehicles.schema.ts";
import type { Db } from "../client.ts";
import { seedDemoClassics } from "./demo-classics.ts";
import { seedDemoElections } from "./demo-elections.ts";
import { demoMembers, demoPassword, demoStaff } from "./demo-members.ts";
import { seedDemoOffice } from "./demo-office.ts";
import { demoCarPhotos } from "./demo-photos.ts";
import { eventSeed, makeSeed, nationalPlanSeed, regionSeed } from "./reference-data.ts";

export { demoPassword };

/** Where the demo cars' photos go, processed as uploads are (without it the demo cars have none). */
export interface DemoPhotoStore {
  storage: FileStorage;
  images: ImageProcessor;
}

/** Fills an empty database with reference data and, unless turned off, the demo members. Idempotent. */
export async function seedDatabase(
  db: Db,
  options: { demo: boolean; now: Date; demoPhotos?: DemoPhotoStore },
) {
  const [anyPlan] = await db.select({ id: nationalPlans.id }).from(nationalPlans).limit(1);
  if (!anyPlan) await seedReferenceData(db, options.now);
  if (options.demo) {
    await seedDemoMembers(db, options.now, options.demoPhotos);
    await seedDemoStaff(db, options.now);
    await seedDemoOffice(db, options.now);
    await seedDemoClassics(db, options.now);
    await seedDemoElections(db, options.now);
  }
  const demoAccountList = [
    ...demoMembers.flatMap((m) => (m.role ? [{ role: m.role, email: m.email }] : [])),
    ...demoStaff.map(({ role, email }) => ({ role, email })),
  ];
  const demoEmails = demoAccountList.map((account) => account.email);
  const present = await db
    .select({ email: members.email })
    .from(members)
    .where(inArray(members.email, demoEmails));
  const presentEmails = new Set(present.map((row) => row.email));
  return {
    demoAccounts: demoAccountList.filter((account) => presentEmails.has(account.email)),
  };
}

async function seedReferenceData(db: Db, now: Date) {
  // Issue 41: the ISO 3166 tables (about 80 ms and 9 MiB) are read only when a new database is filled, not at
  // every start.
  const { isoCountries, isoSubdivisions } = await import("./geo-data.ts");
  await db.transaction(async (tx) => {
    await tx.insert(countries).values(isoCountries());
    await tx.insert(subdivisions).values(isoSubdivisions());
    await tx
      .insert(nationalPlans)
      .values(nationalPlanSeed.map((plan, sortOrder) => ({ ...plan, sortOrder })));
    for (const region of regionSeed) {
      const [row] = await tx
        .insert(regions)
        .values({ code: region.code, name: region.name, countryCode: region.countryCode })
        .returning({ id: regions.id });
      await tx.insert(regionalPlans).values({
        regionId: row?.id as number,
        title: `${region.name} membership`,
        cost: region.cost,
        associateCost: region.associateCost,
      });
    }
    await tx.insert(makes).values(makeSeed.map((name) => ({ name })));
    const regionIds = new Map((await tx.select().from(regions)).map((r) => [r.code, r.id]));
    await tx.insert(events).values(
      eventSeed.map((event) => ({
        formId: event.formId,
        title: event.title,
        dateStart: addDays(isoDay(now), event.offsetDays),
        dateEnd: addDays(isoDay(now), event.offsetDays + event.lengthDays),
        regionId: event.regionCode ? (regionIds.get(event.regionCode) ?? null) : null,
      })),
    );
  });
}

/** The demo cars' photos, stored under fixed keys: what the car's `vehicle_images` rows point to. */
async function storeDemoPhotos(store: DemoPhotoStore | undefined) {
  if (!store) return [];
  const processed = await Promise.all((await demoCarPhotos()).map((photo) => store.images.process(photo)));
  return Promise.all(
    processed.map(async (image, index) => {
      const entry = {
        storageKey: `vehicles/demo-packard-${index + 1}.jpg`,
        thumbnailKey: `vehicles/demo-packard-${index + 1}.thumb.jpg`,
        contentType: image.contentType,
        size: image.original.length,
      };
      await store.storage.put(entry.storageKey, image.original, image.contentType);
      await store.storage.put(entry.thumbnailKey, image.thumbnail, "image/jpeg");
      return entry;
    }),
  );
}

/**
 * The office's demo accounts, also added to a demo database made before them. Numbered as every office account is,
 * from the office accounts' range (900001); a demo database made before issue 23 keeps its office@ at 10007.
 */
async function seedDemoStaff(db: Db, now: Date) {
  for (const account of demoStaff) {
    const [existing] = await db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.email, account.email));
    if (existing) continue;
    const passwordHash = await hashPassword(demoPassword);
    await db.transaction(async (tx) => {
      const { id } = await createOfficeAccount(
        { db: tx, now: () => now },
        { email: account.email, firstName: account.firstName, lastName: account.lastName, passwordHash },
      );
      await tx.insert(staff).values({ memberId: id, role: account.officeRole, createdAt: now });
    });
  }
}

async function seedDemoMembers(db: Db, now: Date, photoStore: DemoPhotoStore | undefined) {
  const [existing] = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.email, "member@example.org"));
  if (existing) return;
  const passwordHash = await hashPassword(demoPassword);
  const photos = await storeDemoPhotos(photoStore);
  const year = now.getUTCFullYear();
  await db.transaction(async (tx) => {
    const plans = new Map((await tx.select().from(nationalPlans)).map((p) => [p.title, p]));
    const regionalPlanRows = await tx
      .select({
        planId: regionalPlans.id,
        code: regions.code,
        regionId: regions.id,
        cost: regionalPlans.cost,
      })
      .from(regionalPlans)
      .innerJoin(regions, eq(regions.id, regionalPlans.regionId));
    const byRegion = new Map(regionalPlanRows.map((r) => [r.code, r]));
    const makeIds = new Map((await tx.select().from(makes)).map((m) => [m.name, m.id]));

    for (const demo of demoMembers) {
      const [member] = await tx
        .insert(members)
        .values({
          email: demo.email,
          passwordHash,
          firstName: demo.firstName,
          lastName: demo.lastName,
          ...demo.address,
          cellPhone: demo.cellPhone,
          publicationPreferences: demo.publicationPreferences ?? 1,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: members.id });
      const memberId = member?.id as number;
      const plan = plans.get(demo.nationalPlan);
      if (!plan) throw new Error(`Unknown plan ${demo.nationalPlan}`);
      await tx.insert(nationalMemberships).values({
        memberId,
        nationalPlanId: plan.id,
        yearJoined: demo.yearJoined,
        duesExpire: `${year}-12-31`,
        datePaid: `${year}-01-06`,
        amountPaid: plan.cost,
        renewalDate: `${year}-01-06`,
        createdAt: now,
        updatedAt: now,
      });
      if (demo.associate) await tx.insert(associates).values({ memberId, ...demo.associate, createdAt: now });
      for (const region of demo.regions) {
        const regional = byRegion.get(region.code);
        if (!regional) throw new Error(`Unknown region ${region.code}`);
        await tx.insert(regionalMemberships).values({
          memberId,
          regionalPlanId: regional.planId,
          associate: region.associate,
          duesExpire: `${year}-12-31`,
          createdAt: now,
          updatedAt: now,
        });
      }
      for (const code of demo.administers) {
        const regional = byRegion.get(code);
        if (regional)
          await tx.insert(officerTerms).values({
            regionId: regional.regionId,
            officeId: await administratorOfficeId(tx),
            memberId,
            startsOn: `${year - 1}-01-01`,
            status: "confirmed",
            createdAt: now,
          });
      }
      for (const car of demo.vehicles) {
        const [vehicle] = await tx
          .insert(vehicles)
          .values({
            memberId,
            year: car.year,
            makeId: makeIds.get(car.make) as number,
            model: car.model,
            numberOfCylinders: car.cylinders,
            bodyStyle: car.bodyStyle,
            serialNumber: car.serialNumber,
            authentic: true,
            approvedByCommittee: car.approved,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: vehicles.id });
        await startOwnerships(
          { db: tx, now: () => now },
          [{ vehicleId: vehicle?.id as number, memberId }],
          "registered",
        );
        if (car.photos && photos.length > 0)
          await tx.insert(vehicleImages).values(
            photos.map((photo, position) => ({
              ...photo,
              vehicleId: vehicle?.id as number,
              position,
              createdAt: now,
            })),
          );
      }
    }
  });
}

/** Issue 42: the demo's regional administrators hold the office "Regional administrator" (migration 0034 adds it). */
async function administratorOfficeId(db: Db) {
  const [office] = await db
    .select({ id: regionalOffices.id })
    .from(regionalOffices)
    .where(eq(regionalOffices.key, "administrator"));
  if (!office) throw new Error("The office 'administrator' is missing: run the migrations first");
  return office.id;
}

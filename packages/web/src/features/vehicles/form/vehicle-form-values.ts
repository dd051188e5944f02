import type { seniorCategories } from "@club/domain/member.schema";
import type { Vehicle } from "@club/domain/vehicle.schema";

/**
 * The vehicle form as the inputs hold it: selects and text inputs give strings, checkboxes booleans. The
 * domain's vehicleFieldsSchema reads these as it reads the multipart text fields.
 */
export interface VehicleFormValues {
  /** "" until chosen, then "false" (Member) or "true" (Associate). */
  ownedByAssociate: string;
  year: string;
  makeId: string;
  model: string;
  numberOfCylinders: string;
  bodyStyle: string;
  bodyMaker: string;
  engineNumber: string;
  bodyNumber: string;
  serialNumber: string;
  trackAcquiredFrom: string;
  trackDateAcquired: string;
  trackSoldTo: string;
  trackDateSold: string;
  trackOtherInfo: string;
  seniorCategory: (typeof seniorCategories)[number];
  seniorNumber: string;
  newCoachWork: boolean;
  altered: boolean;
  authentic: boolean;
  location: string;
  showNumbers: boolean;
}

export const emptyVehicleFormValues: VehicleFormValues = {
  ownedByAssociate: "",
  year: "",
  makeId: "",
  model: "",
  numberOfCylinders: "",
  bodyStyle: "",
  bodyMaker: "",
  engineNumber: "",
  bodyNumber: "",
  serialNumber: "",
  trackAcquiredFrom: "",
  trackDateAcquired: "",
  trackSoldTo: "",
  trackDateSold: "",
  trackOtherInfo: "",
  seniorCategory: "None",
  seniorNumber: "",
  newCoachWork: false,
  altered: false,
  authentic: false,
  location: "",
  // Issue 27: a car's numbers are the owner's to show; hidden until they choose.
  showNumbers: false,
};

/** A stored car as the edit form starts: blanks for missing texts. */
export function vehicleToFormValues(vehicle: Vehicle): VehicleFormValues {
  return {
    ownedByAssociate: String(vehicle.ownedByAssociate),
    year: String(vehicle.year),
    makeId: String(vehicle.makeId),
    model: vehicle.model,
    numberOfCylinders: String(vehicle.numberOfCylinders),
    bodyStyle: vehicle.bodyStyle ?? "",
    bodyMaker: vehicle.bodyMaker ?? "",
    engineNumber: vehicle.engineNumber ?? "",
    bodyNumber: vehicle.bodyNumber ?? "",
    serialNumber: vehicle.serialNumber ?? "",
    trackAcquiredFrom: vehicle.trackAcquiredFrom ?? "",
    trackDateAcquired: vehicle.trackDateAcquired ?? "",
    trackSoldTo: vehicle.trackSoldTo ?? "",
    trackDateSold: vehicle.trackDateSold ?? "",
    trackOtherInfo: vehicle.trackOtherInfo ?? "",
    seniorCategory: vehicle.seniorCategory,
    seniorNumber: vehicle.seniorNumber ?? "",
    newCoachWork: vehicle.newCoachWork,
    altered: vehicle.altered,
    // The member confirmed it when registering the car; unticking it blocks the save as on a new car.
    authentic: vehicle.authentic,
    location: vehicle.location ?? "",
    showNumbers: vehicle.showNumbers,
  };
}

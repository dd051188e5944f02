import { fieldLabels } from "../../../components/field-labels.ts";

// spec §3, §8: the vehicle form's server errors read with the form's own labels.
export const vehicleFieldLabels: Record<string, string> = {
  ...fieldLabels,
  ownedByAssociate: "Owned By",
  year: "Year",
  makeId: "Make",
  model: "Model",
  numberOfCylinders: "Cylinders",
  bodyStyle: "Body Style",
  bodyMaker: "Coachbuilder",
  engineNumber: "Engine Number",
  bodyNumber: "Body Number",
  serialNumber: "Serial Number",
  trackAcquiredFrom: "Acquired From",
  trackDateAcquired: "Date Acquired",
  trackSoldTo: "Sold To",
  trackDateSold: "Date Sold",
  trackOtherInfo: "Other Information",
  seniorCategory: "Senior Category",
  seniorNumber: "Senior Number",
  newCoachWork: "New Coachwork",
  altered: "Altered",
  authentic: "Authentic",
  location: "Location",
  images: "Photos",
};

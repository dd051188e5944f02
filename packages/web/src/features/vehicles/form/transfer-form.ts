import {
  registryMessages,
  type VehicleTransferInput,
  vehicleTransferInputSchema,
} from "@club/domain/vehicle-registry.schema";
import { zodResolver } from "@hookform/resolvers/zod";
import { type Resolver, useForm } from "react-hook-form";
import { z } from "zod";
import { dayOfMoment } from "../../../lib/club-clock.ts";

// Issue 27: the sale of a car, to a club member (by member number and, issue 39, last name, both as the buyer gave
// them) or to someone outside the club (by name). The fields are the domain's; the form asks for the one kind of
// buyer the member chose.

export type BuyerKind = "member" | "outside";

export interface TransferFormValues {
  buyer: BuyerKind;
  memberNo: string;
  buyerLastName: string;
  buyerName: string;
  buyerPlace: string;
  date: string;
}

/** The server takes today when no day is sent; the form shows the day, so an empty field is a mistake. */
export const saleDayRequired = "Give the day of the sale";

const { memberNo, buyerLastName, buyerName, buyerPlace, date } = vehicleTransferInputSchema.shape;
const saleDay = z.string().min(1, { error: saleDayRequired, abort: true }).pipe(date.unwrap());

export const transferFormSchema = z.discriminatedUnion("buyer", [
  z.object({
    buyer: z.literal("member"),
    memberNo: memberNo.unwrap(),
    buyerLastName: buyerLastName.unwrap().min(1, { error: registryMessages.buyerLastNameRequired }),
    date: saleDay,
  }),
  z.object({
    buyer: z.literal("outside"),
    buyerName: buyerName.unwrap().min(1, { error: registryMessages.buyerRequired }),
    buyerPlace: buyerPlace.unwrap().transform((place) => place || undefined),
    date: saleDay,
  }),
]);
export type TransferSale = z.output<typeof transferFormSchema>;

/** The request body: only the chosen buyer's fields. */
export function toTransferInput(sale: TransferSale): VehicleTransferInput {
  return sale.buyer === "member"
    ? { memberNo: sale.memberNo, buyerLastName: sale.buyerLastName, date: sale.date }
    : { buyerName: sale.buyerName, buyerPlace: sale.buyerPlace, date: sale.date };
}

/**
 * Today in the club's calendar (issue 40), the day the form starts with: a sale is dated as the club lives it, in its
 * time zone, not by the UTC day, a day ahead on an American evening.
 */
export function clubToday(now = new Date()): string {
  return dayOfMoment(now);
}

// The schema's input is a union of the two kinds of buyer; the form holds every field of both.
const transferResolver = zodResolver(transferFormSchema) as unknown as Resolver<
  TransferFormValues,
  unknown,
  TransferSale
>;

export function useTransferForm() {
  return useForm<TransferFormValues, unknown, TransferSale>({
    resolver: transferResolver,
    // spec §8: as every form of the member's, a field's message shows once it was left.
    mode: "onTouched",
    defaultValues: {
      buyer: "member",
      memberNo: "",
      buyerLastName: "",
      buyerName: "",
      buyerPlace: "",
      date: clubToday(),
    },
  });
}
